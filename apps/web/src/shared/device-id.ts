/**
 * The browser's device identifier (issue 31): a fingerprint hash from ThumbmarkJS (MIT licence, checked by
 * device-id.test.ts), worked out once after the page loads and kept in this browser's storage, sent as `X-Device-Id`
 * with every call so the server can record where registrations, deposits and reward claims come from. The library runs
 * entirely in the browser: its remote logging is switched off and no API key is given, so nothing leaves the page
 * but the hash. Until it is ready (or where it cannot run) calls go without it. The server reads it only on a
 * member's calls and on registration, so the library (10 kB) loads once there is a session or an account pop-up
 * opens, not with a visitor's lobby (main.tsx, AuthDialogsLoader; decision 018).
 */
const KEY = 'wl.deviceId';
const SHAPE = /^[A-Za-z0-9_-]{8,64}$/;

const stored = () => {
  try {
    const v = localStorage.getItem(KEY);
    return v && SHAPE.test(v) ? v : null;
  } catch {
    return null;
  }
};

let deviceId: string | null = null;
let started = false;

/** The identifier to send, or null while it is not known. */
export const currentDeviceId = () => deviceId;

/** Reads the kept identifier, or works one out in the background (the library loads on its own); once a page. */
export const startDeviceId = () => {
  if (started) return;
  started = true;
  deviceId = stored();
  if (deviceId || typeof window === 'undefined') return;
  void import('@thumbmarkjs/thumbmarkjs')
    .then(({ Thumbmark }) => new Thumbmark({ logging: false, exclude: ['webrtc', 'speech', 'permissions'] }).get())
    .then((r) => {
      const hash = String(r.thumbmark ?? '');
      if (!SHAPE.test(hash)) return;
      deviceId = hash;
      try {
        localStorage.setItem(KEY, hash);
      } catch {
        // Storage refused (private mode): the identifier lives for this page only.
      }
    })
    .catch(() => undefined);
};
