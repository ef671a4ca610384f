/**
 * Sections of the English pack that only screens loaded on demand read (the lazy routes of the route table and
 * the support console): the lobby's bundle leaves them out and the router adds them before such a screen shows
 * (`ensureScreenTexts`, decision 018). The Urdu pack is one file, fetched whole when it is chosen.
 * screen-texts.test.ts lists the files that use them; a file outside a lazy screen must not.
 */
export const SCREEN_SECTIONS = [
  'lottery',
  'console',
  'kyc',
  'houseGames',
  'points',
  'download',
  'guide',
  'missions',
  'vip',
  'bonus',
  'records',
  'rebate',
  'referral',
] as const;
