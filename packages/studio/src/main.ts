import { createStudio } from './server/studio';

/**
 * The demo game studio process (`npm run studio`, started beside the site by `npm start`): every outside vendor of
 * the demo catalogue under http://{STUDIO_HOST}:{STUDIO_PORT}/v/{CODE}. Settings: STUDIO_PLATFORM_URL (the site),
 * STUDIO_SECRET (the master secret the site shares), STUDIO_TRANSFER_VENDORS, STUDIO_DATA_DIR (its journal),
 * STUDIO_TABLE_SECONDS / STUDIO_RESULT_SECONDS (live table pace), STUDIO_MATCH_SECONDS / STUDIO_SLOT_SECONDS
 * (sportsbook pace), STUDIO_COMPACT_EVERY (journal facts between compactions), STUDIO_HAND_IDLE_SECONDS (an unfinished video-poker or blackjack hand is settled after it: poker as dealt, blackjack standing), WEB_DIST (the built web app, for the game pages).
 */
const env = process.env;
const secret = env.STUDIO_SECRET;
if (!secret || secret.length < 16) {
  console.error('STUDIO_SECRET (16 characters or more) is required');
  process.exit(1);
}
const studio = createStudio({
  platformUrl: env.STUDIO_PLATFORM_URL ?? 'http://127.0.0.1:8080',
  secret,
  transferVendors: (env.STUDIO_TRANSFER_VENDORS ?? 'SPB,DS88').split(',').map((v) => v.trim()),
  dataDir: env.STUDIO_DATA_DIR ?? '.data/studio',
  webDist: env.WEB_DIST,
  tableBetMs: Number(env.STUDIO_TABLE_SECONDS ?? 15) * 1000,
  tableResultMs: Number(env.STUDIO_RESULT_SECONDS ?? 6) * 1000,
  matchSeconds: Number(env.STUDIO_MATCH_SECONDS ?? 360),
  slotSeconds: Number(env.STUDIO_SLOT_SECONDS ?? 120),
  compactEvery: Number(env.STUDIO_COMPACT_EVERY ?? 10_000),
  handIdleMs: Number(env.STUDIO_HAND_IDLE_SECONDS ?? 600) * 1000,
});
const { url, recovered } = await studio.listen(Number(env.STUDIO_PORT ?? 8090), env.STUDIO_HOST ?? '127.0.0.1');
console.log(`studio ready at ${url} (recovered: ${JSON.stringify(recovered)})`);
const stop = () => void studio.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
