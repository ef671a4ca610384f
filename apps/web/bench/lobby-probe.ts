/**
 * What the cold-lobby benchmark reads inside the page, installed before the page's own scripts run
 * (`lobbyProbeScript`, the function sent as text, so it uses nothing from outside itself):
 * - `lcp`: the last largest-contentful-paint entry (PerformanceObserver, buffered), its element and URL;
 * - `usable`: when the lobby can be used, the first frame painted after the first game tile is in the page with a box,
 *   its button enabled, no loading cover left, and (when the tile is on screen) nothing drawn over its centre;
 * - `loaded`: the load event (the baseline page's "usable": its one image is in).
 * `window.__lobbyProbe.usable` is a promise, so the benchmark waits on the page's own events, never by polling.
 */
export type ProbeResult = { lcp: number; lcpElement: string; lcpUrl: string; usable: number; loaded: number };

export const lobbyProbe = () => {
  const state = { lcp: 0, lcpElement: '', lcpUrl: '', usable: 0, loaded: 0 };
  let markUsable: () => void = () => undefined;
  const usable = new Promise<void>((resolve) => {
    markUsable = resolve;
  });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { element?: Element | null; url?: string })[]) {
      state.lcp = e.startTime;
      state.lcpElement = e.element ? `${e.element.tagName.toLowerCase()}.${e.element.className}` : '';
      state.lcpUrl = e.url ?? '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  addEventListener('load', () => {
    state.loaded = performance.now();
  });

  const tileReady = () => {
    const button = document.querySelector<HTMLButtonElement>('[data-testid="game-card"] .game-card__open');
    if (!button || button.disabled || document.querySelector('[data-testid="loading-cover"]')) return false;
    const r = button.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return false;
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return true;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && button.contains(hit);
  };
  let pending = false;
  const observer = new MutationObserver(() => {
    if (pending || state.usable || !tileReady()) return;
    pending = true;
    // the first frame with the tile: rAF runs before that frame's paint, the message right after it
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        pending = false;
        if (state.usable || !tileReady()) return;
        state.usable = performance.now();
        observer.disconnect();
        markUsable();
      };
      channel.port2.postMessage(null);
    });
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
  (window as unknown as { __lobbyProbe: unknown }).__lobbyProbe = { state, usable };
};

/** The probe as a page script: tsx names inner functions through a helper (`__name`) that the page lacks. */
export const lobbyProbeScript = `var __name = (f) => f; (${lobbyProbe.toString()})();`;
