import { BRAND_PREVIEW_READY, BRAND_PREVIEW_THEME, type BrandThemeBody } from '@wl/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The real player site in a frame of the same origin, shown with the draft colours: the site says it listens (and for
 * which merchant its build is), the page sends each draft. Messages of any other origin or window are ignored on
 * both sides, and nothing is saved by the preview.
 */
export const ThemePreview = ({ merchant, theme, reloadKey }: { merchant: string; theme: BrandThemeBody | null; reloadKey: string }) => {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const [siteMerchant, setSiteMerchant] = useState<string | null>(null);

  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== window.location.origin || e.source !== frame.current?.contentWindow) return;
      const data = e.data as { type?: string; merchant?: string } | null;
      if (data?.type === BRAND_PREVIEW_READY) setSiteMerchant(String(data.merchant ?? ''));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    if (siteMerchant === null || !theme) return;
    frame.current?.contentWindow?.postMessage({ type: BRAND_PREVIEW_THEME, theme }, window.location.origin);
  }, [siteMerchant, theme]);

  return (
    <figure className="brand-preview">
      <figcaption className="muted">
        {siteMerchant !== null && siteMerchant !== merchant
          ? t('brand.theme.previewOther', { code: siteMerchant })
          : t('brand.theme.previewCaption')}
      </figcaption>
      <iframe
        key={reloadKey}
        ref={frame}
        title={t('brand.theme.previewTitle')}
        src="/?brandPreview=1"
        sandbox="allow-scripts allow-same-origin"
        className="brand-preview__frame"
        onLoad={() => setSiteMerchant(null)}
        data-testid="brand-preview"
      />
    </figure>
  );
};
