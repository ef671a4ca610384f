/**
 * The vendors' side of `npm run bench:vendors` prepared before the clock starts (issue 34). A vendor signs its calls on
 * its own machines: Caleta and Hub88 sign each with RSA (~1.5 ms of CPU on an idle core, 3 ms a round), the others
 * hash or build forms. Run live on the benchmark's two cores, that work would be charged to the adapters' rounds/s.
 * So each driver's simulator (the same `wallet(…)` client, signing as the vendor does) first plays the run's rounds
 * against a stand-in that records each request exactly as sent (path, headers, body) and answers a success in the
 * vendor's format; the timed run then posts those requests to the operator on kept-alive connections and reads only
 * whether the answer is a success. Every driver then costs the same to drive, so the figures are the operator's.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createKeepAlive } from '../../../packages/vendor-client/src/keep-alive';
import { playSid } from '../src/modules/protocols/evolution/session';

/** One request as the vendor sent it. */
export type Prepared = { path: string; headers: Record<string, string>; raw: string };
/** A prepared round: its bet and its win, and the win's payout (minor units). */
export type PreparedRound = { bet: Prepared; win: Prepared; payout: number };

/** Whether an answer is a success, per protocol (the rest is a refusal; its code is read for the report). */
const success: Record<string, RegExp> = {
  seamless: /"success"\s*:\s*true/,
  caleta: /"status"\s*:\s*"RS_OK"/,
  hub88: /"status"\s*:\s*"RS_OK"/,
  evolution: /"status"\s*:\s*"OK"/,
  redtiger: /"success"\s*:\s*true/,
  pragmatic: /"error"\s*:\s*0\b/,
};
const CODE = /"(?:code|status|error)"\s*:\s*"?([\w.]+)/;

/** The stand-in's success, in each vendor's format, as the simulators read it. */
const cannedAnswer = (protocol: string, path: string, raw: string, authToken: string): string => {
  if (protocol === 'evolution' && path.endsWith('/check')) {
    // Evolution's sid check: the play sid the operator would answer (stateless: an HMAC under the authToken).
    const b = JSON.parse(raw) as { sid: string; userId: string };
    return JSON.stringify({ status: 'OK', sid: playSid(authToken, b.sid, b.userId), uuid: null });
  }
  const answers: Record<string, unknown> = {
    seamless: { success: true, code: null, value: { playerId: '1', balance: '100000', currency: 'PKR', txId: 'x' } },
    caleta: { user: '1', status: 'RS_OK', request_uuid: '', currency: 'PKR', balance: 100_000_000 },
    hub88: { user: '1', status: 'RS_OK', request_uuid: '', currency: 'PKR', balance: 100_000_000 },
    redtiger: { success: true, result: { balance: { cash: '1000.00', bonus: '0.00' } } },
    pragmatic: { transactionId: 'x', currency: 'PKR', cash: 1000.0, bonus: 0, error: 0, description: 'Success' },
  };
  return protocol === 'evolution' ? '{"status":"OK","balance":1000.00,"bonus":0.00}' : JSON.stringify(answers[protocol]);
};

/**
 * The recording stand-in: answers every call with the protocol's success and keeps the requests. `take()` hands over
 * (and forgets) what came since the last call; an Evolution sid check is answered and not kept.
 */
export const recorder = async (protocol: string, authToken = '') => {
  let kept: Prepared[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const path = req.url ?? '/';
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers))
        if (k !== 'host' && k !== 'content-length' && k !== 'connection' && typeof v === 'string') headers[k] = v;
      if (!(protocol === 'evolution' && path.split('?')[0]!.endsWith('/check'))) kept.push({ path, headers, raw });
      res.setHeader('content-type', 'application/json');
      res.end(cannedAnswer(protocol, path.split('?')[0]!, raw, authToken));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    take: () => {
      const out = kept;
      kept = [];
      return out;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
};

/** What the timed loop needs: post a prepared request to the operator, and read its answer. */
export const preparedPoster = (operatorUrl: string, protocol: string, sockets: number) => {
  const url = new URL(operatorUrl);
  const conns = createKeepAlive({ host: url.hostname, port: Number(url.port), maxSockets: sockets });
  const ok = success[protocol] as RegExp;
  return {
    post: async (p: Prepared): Promise<{ ok: true } | { ok: false; code: string; lost: boolean }> => {
      const a = await conns.post(p.path, p.headers, p.raw, 10_000);
      if (a.kind === 'lost') return { ok: false, code: 'client.timeout', lost: true };
      if (a.status === 200 && ok.test(a.body)) return { ok: true };
      return { ok: false, code: CODE.exec(a.body)?.[1] ?? `http.${a.status}`, lost: a.status >= 500 };
    },
    close: conns.close,
  };
};
