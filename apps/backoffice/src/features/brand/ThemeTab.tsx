import { type BrandThemeBody, brandOpsApi } from '@wl/contracts';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';
import { ErrorText } from '../../components/ErrorText';
import { call } from '../../shared/client';
import { SaveRow } from './SaveRow';
import { checkDraft, parseHex, ratioText, type ThemeKey, themeKeys } from './theme-draft';
import { ThemePreview } from './ThemePreview';
import { useBrandSave } from './use-brand-save';

type Props = { merchant: string; theme: BrandThemeBody; logoUrl: string; canEdit: boolean };

/** The file's bytes as base64 (the server sniffs them; the name and the browser's type count for nothing). */
const readBase64 = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result).replace(/^data:[^,]*,/, ''));
    r.onerror = () => reject(r.error);
    r.readAsDataURL(file);
  });

/** The player site's colours and logo, with the contrast checks and a live preview of the real site. */
export const ThemeTab = ({ merchant, theme, logoUrl, canEdit }: Props) => {
  const { t } = useTranslation();
  const fid = useId();
  const [texts, setTexts] = useState<Record<ThemeKey, string>>(() => ({ ...theme }));
  const draft = useMemo(() => checkDraft(texts), [texts]);
  const save = useBrandSave(merchant, (body: BrandThemeBody) => call(brandOpsApi.setTheme, { params: { code: merchant }, body }));
  const logo = useBrandSave(merchant, async (file: File) =>
    call(brandOpsApi.setLogo, { params: { code: merchant }, body: { data: await readBase64(file) } }),
  );
  return (
    <div className="brand-theme">
      <section className="panel stack" aria-label={t('brand.tabs.theme')}>
        <div className="brand-colours">
          {themeKeys.map((k) => {
            const hex = parseHex(texts[k]);
            return (
              <div key={k} className="field brand-colour">
                <label htmlFor={`${fid}-${k}`}>{t(`brand.theme.colour.${k}`)}</label>
                <div className="brand-colour__inputs">
                  <input
                    type="color"
                    value={hex ?? '#000000'}
                    disabled={!canEdit}
                    aria-label={t(`brand.theme.colour.${k}`)}
                    onChange={(e) => setTexts({ ...texts, [k]: e.target.value })}
                  />
                  <input
                    id={`${fid}-${k}`}
                    dir="ltr"
                    value={texts[k]}
                    readOnly={!canEdit}
                    maxLength={7}
                    aria-invalid={hex ? undefined : true}
                    onChange={(e) => setTexts({ ...texts, [k]: e.target.value })}
                    data-testid={`brand-colour-${k}`}
                  />
                </div>
                {hex ? null : (
                  <p className="field__problem" role="alert" data-testid="field-error">
                    {t('brand.theme.hexRule')}
                  </p>
                )}
              </div>
            );
          })}
        </div>
        <ul className="brand-contrast" aria-label={t('brand.theme.contrast')}>
          {draft.pairs.map((p) => (
            <li key={p.fg} data-testid={`brand-contrast-${p.fg}`}>
              <span>{t(`brand.theme.pair.${p.fg}`)}</span>{' '}
              <Badge tone={p.ok ? 'ok' : 'bad'}>
                {p.ratio === null ? '—' : ratioText(p.ratio)} · {t(p.ok ? 'brand.theme.aaPass' : 'brand.theme.aaFail')}
              </Badge>
            </li>
          ))}
        </ul>
        {canEdit ? (
          <SaveRow
            testId="brand-theme"
            onSave={() => draft.theme && save.mutate(draft.theme)}
            disabled={!draft.canSave}
            pending={save.isPending}
            saved={save.saved}
            error={save.error}
          />
        ) : null}
        <div className="brand-logo stack">
          <h2>{t('brand.theme.logo')}</h2>
          <div className="brand-logo__current" style={{ background: draft.theme?.surface ?? theme.surface }}>
            <img src={logoUrl} alt={t('brand.theme.logoAlt')} height={40} data-testid="brand-logo" />
          </div>
          {canEdit ? (
            <>
              <label className="btn btn--small brand-logo__pick">
                {logo.isPending ? t('common.working') : t('brand.theme.upload')}
                <input
                  type="file"
                  accept="image/png,image/jpeg,image/webp"
                  className="visually-hidden"
                  disabled={logo.isPending}
                  onChange={(e) => {
                    const file = e.target.files?.[0];
                    if (file) logo.mutate(file);
                    e.target.value = '';
                  }}
                  data-testid="brand-logo-file"
                />
              </label>
              <p className="muted">{t('brand.theme.logoRule')}</p>
              <ErrorText error={logo.error} />
              {logo.saved ? (
                <p className="msg msg--ok" role="status">
                  {t('brand.theme.logoSaved')}
                </p>
              ) : null}
            </>
          ) : null}
        </div>
      </section>
      <ThemePreview merchant={merchant} theme={draft.theme} reloadKey={logoUrl} />
    </div>
  );
};
