#!/usr/bin/env node
/**
 * `npm start`: the site and, beside it, the demo game studio (packages/studio, issue 15) as its own process. The two
 * share a master secret (STUDIO_SECRET, random per start unless set) from which every studio vendor's secret derives;
 * the site points the demo catalogue's outside vendors at the studio (STUDIO_URL) when it starts. STUDIO=off starts
 * the site without it (its outside vendors then answer maintenance).
 *
 * The local identity stand-in (packages/idp-standin, issue 35) runs beside them the same way: IDP_SECRET (random per
 * start unless set) is shared, and the site points DEMO's social sign-in and phone authentication at IDP_URL when it
 * starts; the stand-in texts its codes into the site's development outbox. IDP=off leaves it out (no social or phone
 * sign-in then). If any process ends, the others are stopped.
 *
 * All run as compiled JavaScript (`npm run build:server`, which `npm start` runs first): plain `node`, no TypeScript
 * loader, as in production (decision 020). `npm run dev` and the tests use tsx on the source instead.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const env = { ...process.env };
const port = env.PORT ?? '8080';
const children = [];
const server = 'apps/server/dist/main.js';
const studio = 'packages/studio/dist/main.js';
const idp = 'packages/idp-standin/dist/main.js';

for (const file of [server, ...(env.STUDIO === 'off' ? [] : [studio]), ...(env.IDP === 'off' ? [] : [idp])])
  if (!fs.existsSync(path.join(root, file))) {
    console.error(`${file} is not built: run \`npm run build:server\` (or \`npm start\`, which builds first).`);
    process.exit(1);
  }

if (env.STUDIO !== 'off') {
  env.STUDIO_SECRET ??= randomBytes(24).toString('hex');
  const studioPort = env.STUDIO_PORT ?? '8090';
  const studioHost = env.STUDIO_HOST ?? '127.0.0.1';
  env.STUDIO_URL ??= `http://${studioHost}:${studioPort}`;
  children.push(
    spawn(process.execPath, [studio], {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...env,
        STUDIO_PORT: studioPort,
        STUDIO_HOST: studioHost,
        STUDIO_PLATFORM_URL: env.STUDIO_PLATFORM_URL ?? `http://127.0.0.1:${port}`,
        STUDIO_DATA_DIR: env.STUDIO_DATA_DIR ?? path.join(root, 'data', 'studio'),
        WEB_DIST: env.WEB_DIST ?? path.join(root, 'apps/web/dist'),
      },
    }),
  );
}
if (env.IDP !== 'off') {
  env.IDP_SECRET ??= randomBytes(24).toString('hex');
  const idpPort = env.IDP_PORT ?? '8095';
  const idpHost = env.IDP_HOST ?? '127.0.0.1';
  env.IDP_URL ??= `http://${idpHost}:${idpPort}`;
  children.push(
    spawn(process.execPath, [idp], {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...env,
        IDP_PORT: idpPort,
        IDP_HOST: idpHost,
        IDP_PUBLIC_URL: env.IDP_PUBLIC_URL ?? env.IDP_URL,
        IDP_PLATFORM_URL: env.IDP_PLATFORM_URL ?? `http://127.0.0.1:${port}`,
      },
    }),
  );
}
children.push(spawn(process.execPath, [server], { cwd: root, stdio: 'inherit', env }));

let stopping = false;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 200).unref();
};
for (const c of children) c.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
