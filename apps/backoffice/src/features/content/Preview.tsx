import naskh400 from '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff2?url';
import naskh700 from '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-700-normal.woff2?url';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { useActiveMerchant } from '../../shared/merchant-choice';
import { useBrand } from './content-api';
import { type PreviewItem, type PreviewLang, previewDoc } from './preview-doc';

/**
 * How the player site shows the item, in the language chosen here (Urdu right-to-left), in the merchant's own colours.
 * The document runs in a sandboxed frame without scripts: nothing in the HTML can run or reach the back office.
 */
export const Preview = ({ item, height = 260 }: { item: (lang: PreviewLang) => PreviewItem; height?: number }) => {
  const { t, i18n } = useTranslation();
  const merchant = useActiveMerchant();
  const brand = useBrand(merchant);
  const [lang, setLang] = useState<PreviewLang>(currentLanguage() === 'UR' ? 'UR' : 'EN');
  // The player site's own words, in the previewed language whatever the back office speaks.
  const site = i18n.getFixedT(lang === 'UR' ? 'ur' : 'en');
  const labels = {
    notices: site('content.preview.site.notices'),
    announcement: site('content.preview.site.announcement'),
    close: site('content.preview.site.close'),
    help: site('content.preview.site.help'),
    service: site('content.preview.site.service'),
    apps: site('content.preview.site.apps'),
  };
  return (
    <section className="content-preview" aria-label={t('content.preview.title')} data-testid="content-preview">
      <div className="content-preview__head">
        <h3>{t('content.preview.title')}</h3>
        <fieldset className="content-preview__langs" aria-label={t('content.preview.language')}>
          {(['EN', 'UR'] as const).map((l) => (
            <button
              key={l}
              type="button"
              className={l === lang ? 'btn btn--small btn--primary' : 'btn btn--small'}
              aria-pressed={l === lang}
              onClick={() => setLang(l)}
              data-testid={`preview-lang-${l.toLowerCase()}`}
            >
              {t(`content.lang.${l}`)}
            </button>
          ))}
        </fieldset>
      </div>
      <iframe
        title={t('content.preview.frame')}
        className="content-preview__frame"
        // Same origin so the page's fonts load; no scripts, so that origin is never usable from inside the frame.
        sandbox="allow-same-origin"
        style={{ blockSize: height }}
        srcDoc={previewDoc(item(lang), lang, (brand.data?.theme as Record<string, string> | undefined) ?? {}, labels, {
          400: naskh400,
          700: naskh700,
        })}
        data-testid="content-preview-frame"
      />
    </section>
  );
};
