import { describe, expect, it } from 'vitest';
import { loadConfig } from '../core/config';
import { createFastify } from './fastify';

/** The request log (issue 33): one line when it tells something, none for an ordinary request outside the sample. */
const run = async (env: Record<string, string>, level: string, url: string) => {
  const lines: { msg: string; level: number; responseTime?: number; req?: { url: string } }[] = [];
  const config = loadConfig({ NODE_ENV: 'test', WEB_DIST: '/nonexistent', ...env });
  const app = createFastify(config, { level, stream: { write: (l: string) => lines.push(JSON.parse(l)) } });
  app.get('/ok', async () => 'ok');
  app.get('/boom', async () => {
    throw new Error('boom');
  });
  await app.ready();
  await app.inject({ method: 'GET', url });
  await app.close();
  return lines;
};

describe('request log', () => {
  it('writes nothing for an ordinary request outside the sample', async () => {
    expect(await run({ LOG_REQUEST_SAMPLE: '0' }, 'info', '/ok')).toEqual([]);
  });

  it('writes one line for a sampled request, with its url and time', async () => {
    const lines = await run({ LOG_REQUEST_SAMPLE: '1' }, 'info', '/ok');
    expect(lines.map((l) => l.msg)).toEqual(['request completed']);
    expect(lines[0]?.req?.url).toBe('/ok');
    expect(lines[0]?.responseTime).toBeGreaterThanOrEqual(0);
  });

  it('always writes a failed request, whatever the sample', async () => {
    const lines = await run({ LOG_REQUEST_SAMPLE: '0' }, 'info', '/boom');
    expect(lines.map((l) => l.msg)).toContain('request failed');
  });

  it('writes every request at debug', async () => {
    const lines = await run({ LOG_REQUEST_SAMPLE: '0' }, 'debug', '/ok');
    expect(lines.map((l) => l.msg)).toEqual(['request completed']);
  });
});
