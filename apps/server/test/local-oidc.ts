import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';

/**
 * A tiny OpenID Connect provider the tests run themselves: discovery, JWKS, an authorize endpoint that approves at
 * once as `user.sub`, and a token endpoint that checks the PKCE verifier. It also signs phone-authentication ID
 * tokens (issuer `${url}/phone`) for the firebase login type.
 */
export const startOidc = async (user: { sub: string; email?: string; name?: string } = { sub: 'user-1' }) => {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, { clientId: string; redirectUri: string; challenge: string; nonce: string }>();
  let base = '';
  const sign = (claims: Record<string, unknown>, iss: string, aud: string) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(iss)
      .setAudience(aud)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', base);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(200, {
        issuer: base,
        authorization_endpoint: `${base}/authorize`,
        token_endpoint: `${base}/token`,
        jwks_uri: `${base}/jwks`,
      });
    }
    if (url.pathname === '/jwks') return json(200, { keys: [jwk] });
    if (url.pathname === '/authorize') {
      const q = url.searchParams;
      if (q.get('code_challenge_method') !== 'S256') return json(400, { error: 'invalid_request' });
      const code = randomBytes(12).toString('hex');
      codes.set(code, {
        clientId: q.get('client_id') ?? '',
        redirectUri: q.get('redirect_uri') ?? '',
        challenge: q.get('code_challenge') ?? '',
        nonce: q.get('nonce') ?? '',
      });
      res.writeHead(302, { location: `${q.get('redirect_uri')}?code=${code}&state=${q.get('state')}` });
      return res.end();
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      let body = '';
      req.on('data', (c: Buffer) => {
        body += c.toString();
      });
      req.on('end', async () => {
        const f = new URLSearchParams(body);
        const grant = codes.get(f.get('code') ?? '');
        codes.delete(f.get('code') ?? '');
        const verifier = f.get('code_verifier') ?? '';
        const challenge = createHash('sha256').update(verifier).digest('base64url');
        if (
          !grant ||
          grant.clientId !== f.get('client_id') ||
          grant.redirectUri !== f.get('redirect_uri') ||
          grant.challenge !== challenge
        ) {
          return json(400, { error: 'invalid_grant' });
        }
        const idToken = await sign({ sub: user.sub, email: user.email, name: user.name, nonce: grant.nonce }, base, grant.clientId);
        json(200, { access_token: 'at', token_type: 'Bearer', id_token: idToken });
      });
      return;
    }
    json(404, {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    /** A phone-authentication ID token; `forge` signs it with a key the JWKS does not publish. */
    phoneToken: async (phone: string, aud = 'demo-phone', forge = false) => {
      if (!forge) return sign({ sub: `p-${phone}`, phone_number: phone }, `${base}/phone`, aud);
      const other = await generateKeyPair('RS256');
      return new SignJWT({ sub: 'x', phone_number: phone })
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setIssuer(`${base}/phone`)
        .setAudience(aud)
        .setExpirationTime('5m')
        .sign(other.privateKey);
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
};
