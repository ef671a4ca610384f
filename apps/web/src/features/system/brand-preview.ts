import { BRAND_PREVIEW_READY, BRAND_PREVIEW_THEME, type BrandTheme } from '@wl/contracts';
import { useEffect, useState } from 'react';
import { MERCHANT } from '../../shared/env';

/**
 * The back office's theme preview: when this site runs in a frame of its own origin, it says it listens (and for
 * which merchant it is built) and takes draft colours from that parent only. Colours are checked like the merchant's
 * own; nothing is stored. Outside a frame, or from another origin or window, nothing happens.
 */
export const useBrandPreview = (): BrandTheme | null => {
  const [theme, setTheme] = useState<BrandTheme | null>(null);
  useEffect(() => {
    if (window.parent === window) return;
    const origin = window.location.origin;
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== origin || e.source !== window.parent) return;
      const data = e.data as { type?: string; theme?: unknown } | null;
      if (data?.type !== BRAND_PREVIEW_THEME) return;
      void import('./brand-theme-check').then(({ checkBrandTheme }) => {
        const theme = checkBrandTheme(data.theme);
        if (theme) setTheme(theme);
      });
    };
    window.addEventListener('message', onMessage);
    try {
      window.parent.postMessage({ type: BRAND_PREVIEW_READY, merchant: MERCHANT }, origin);
    } catch {
      // A parent of another origin: postMessage with our origin as target is simply not delivered.
    }
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return theme;
};
