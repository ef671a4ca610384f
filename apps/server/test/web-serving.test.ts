// @module-tag pglite: this file also runs on the embedded database when the full suite runs on PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, H, type TestContext } from './harness';

/** The built web app on the API's port: history-mode fallback, JSON 404 for API paths, and a CSP on the page. */
describe('web app serving', () => {
  let t: TestContext;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-web-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers index.html with a Content-Security-Policy on every client route, both spellings included', async () => {
    for (const url of [
      '/',
      '/index',
      '/home',
      '/promotions',
      '/lottert?gameCode=VNC',
      '/vnlottery',
      '/sealottery',
      '/agentHome',
      '/no/such/page',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toContain('<div id="root">');
      const csp = String(res.headers['content-security-policy'] ?? '');
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).toContain("object-src 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('caches hashed assets for a year and never the page', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ method: 'GET', url: '/member' })).headers['cache-control']).toBe('no-cache');
  });

  it('answers a JSON 404 (not the page) for unknown API paths and missing files', async () => {
    for (const url of ['/wps/nope', '/lgw/x/y', '/lotto/lgw/none']) {
      const res = await t.app.inject({ method: 'GET', url, headers: H() });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ success: false, code: 'route.not_found' });
    }
    const missing = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<div id="root">');
  });
});
