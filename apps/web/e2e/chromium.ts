import fs from 'node:fs';

/**
 * The browser the journeys drive: Debian's Chromium. Its headless shell (package `chromium-headless-shell`, the same
 * Chromium build without the full browser's window layer) when installed, as Playwright itself prefers for headless
 * runs: on two cores it spent about a third less CPU than `chromium --headless` on the same journeys (decision 021).
 * `E2E_CHROMIUM` names another binary, e.g. `/usr/bin/chromium` to watch the full browser.
 */
const SHELL = '/usr/bin/chromium-headless-shell';
const FULL = '/usr/bin/chromium';

export const chromiumPath = process.env.E2E_CHROMIUM ?? (fs.existsSync(SHELL) ? SHELL : FULL);

export const chromiumLaunch = {
  executablePath: chromiumPath,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
};
