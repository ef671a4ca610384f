/**
 * `bench:seamless`'s floor (BENCH_FLOOR=1): the least a Node.js server can do for the platform's own seamless
 * protocol, for comparison only, never for play. Plain `node:http` and `pg`, no framework: the HMAC check over the raw
 * body, `JSON.parse`, the token's and the body's SHA-256, the very statement the server sends for each call (prepared,
 * by name), and the envelope written with `JSON.stringify`. No schema, no hooks, no request id, no log line, no
 * refusal in the player's language: what it leaves out is what the server's own CPU per call pays for beyond it.
 * Environment: DATABASE_URL, DATABASE_POOL_SIZE (32), PORT, FLOOR_SECRET (the vendor's HMAC secret), FLOOR_SHARDS (64).
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE ?? 32) });
const secret = process.env.FLOOR_SECRET ?? '';
const shards = Number(process.env.FLOOR_SHARDS ?? 64);
const sha256 = (s) => createHash('sha256').update(s).digest('hex');
const statements = {
  bet: 'SELECT seamless_bet($1, $2, $3, $4, $5, $6::bigint, $7, $8, $9, $10, $11) AS r',
  win: 'SELECT seamless_win($1, $2, $3, $4, $5, $6::bigint, $7, $8, $9, $10, $11, $12, $13) AS r',
  endRound: 'SELECT seamless_end_round($1, $2, $3, $4, $5, $6) AS r',
  balance: 'SELECT seamless_balance($1, $2, $3, $4, $5, $6, $7) AS r',
};
const run = async (name, values) => (await pool.query({ name: `floor_${name}`, text: statements[name], values })).rows[0]?.r;
/** The service's ledger body hash (seamless.service.ts bodyHash). */
const bodyHash = (kind, vendor, txId, fingerprint) => sha256(`${kind}|${vendor}|${txId}|${fingerprint}`);

/** The function's answer for one call, as the server's seamless service passes it. */
const call = (kind, vendor, b) => {
  const token = sha256(String(b.token));
  const at = new Date();
  if (kind === 'authenticate' || kind === 'balance') return run('balance', [vendor, token, kind === 'authenticate', null, at, null, null]);
  if (kind === 'bet') {
    const fp = `BET|${b.amount}|${b.roundId}`;
    return run('bet', [
      vendor,
      b.txId,
      token,
      b.roundId,
      b.gameCode ?? null,
      b.amount,
      fp,
      bodyHash('GAME_BET', vendor, b.txId, fp),
      at,
      shards,
      false,
    ]);
  }
  if (kind === 'win') {
    const fp = `WIN|${b.amount}|${b.betTxId}`;
    const hash = bodyHash('GAME_WIN', vendor, b.txId, fp);
    return run('win', [vendor, b.txId, token, b.betTxId, b.roundId ?? null, b.amount, fp, hash, at, shards, null, null, false]);
  }
  if (kind === 'endRound') return run('endRound', [vendor, b.txId, token, b.roundId, `END_ROUND|${b.roundId}`, at]);
  return Promise.resolve(null);
};

const answer = (res, body) => {
  const text = JSON.stringify(body);
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
};
const refuse = (res, code) => answer(res, { success: false, value: null, message: code, code });

http
  .createServer((req, res) => {
    if (req.url === '/readyz') return answer(res, { ready: true });
    const m = /^\/vendor\/([A-Za-z0-9_]+)\/seamless\/(\w+)$/.exec(req.url ?? '');
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString();
      const want = Buffer.from(createHmac('sha256', secret).update(raw).digest('hex'), 'hex');
      const got = Buffer.from(String(req.headers['x-signature'] ?? ''), 'hex');
      if (!m || got.length !== want.length || !timingSafeEqual(got, want)) return refuse(res, 'vendor.signature_invalid');
      let body;
      try {
        body = JSON.parse(raw);
      } catch {
        return refuse(res, 'request_param_err');
      }
      call(m[2], m[1], body).then(
        (r) => {
          if (!r) return refuse(res, 'system.error');
          if ('answer' in r) return answer(res, { success: true, value: r.answer, message: null, code: null });
          answer(res, { success: false, value: r.value ?? null, message: r.error, code: r.error });
        },
        () => refuse(res, 'system.error'),
      );
    });
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
