import { randomBytes } from 'node:crypto';
import { type JWK, SignJWT, exportJWK, generateKeyPair } from 'jose';

/**
 * The stand-in's signing key: RS256, made at start and kept in memory only (a restart rotates it; the platform
 * fetches the key set again when it meets a new key id). Its public half is the JWKS every relying party reads.
 */
export const createSigner = async (now: () => Date) => {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomBytes(8).toString('hex');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return {
    jwks: { keys: [jwk] },
    /** A signed ID token issued now (the stand-in's clock) for `ttlSeconds`. */
    sign: (claims: Record<string, unknown>, o: { issuer: string; audience: string; subject: string; ttlSeconds: number }) => {
      const at = Math.floor(now().getTime() / 1000);
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .setIssuer(o.issuer)
        .setAudience(o.audience)
        .setSubject(o.subject)
        .setIssuedAt(at)
        .setExpirationTime(at + o.ttlSeconds)
        .sign(privateKey);
    },
  };
};
export type Signer = Awaited<ReturnType<typeof createSigner>>;
