import {
  bannerGroups,
  type ContentNoticeEntry,
  type ContentNoticeFields,
  type ContentNoticeKind,
  contentLinkageTypes,
  contentNoticesApi,
  executions,
} from '@wl/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../components/ErrorText';
import { useMerchantFacts } from '../../shared/merchant-facts';
import { useActiveMerchant } from '../../shared/merchant-choice';
import { BilingualFields } from './BilingualFields';
import { useContentAction } from './content-api';
import { ImageField } from './ImageField';
import { Preview } from './Preview';
import { fromZonedInput, toZonedInput } from '../../shared/zoned-time';

const blank = (kind: ContentNoticeKind): ContentNoticeFields => ({
  title: { EN: '', UR: '' },
  contentHtml: { EN: '', UR: '' },
  imageUrl: null,
  groupName: kind === 'banner' ? 'w_home' : null,
  linkageType: 'NONE',
  linkUrl: null,
  execution: 'B',
  startsAt: null,
  endsAt: null,
});

/**
 * A banner, marquee line, pop-up or announcement: EN and UR side by side, its schedule in the merchant's zone, and the
 * preview beside it. "Save draft" keeps it from players; "Publish" saves and puts it on the player site.
 */
export const NoticeEditor = ({
  kind,
  entry,
  others,
  onDone,
}: {
  kind: ContentNoticeKind;
  entry: ContentNoticeEntry | null;
  /** The other live marquee titles, for the marquee's preview line. */
  others: { EN: string; UR: string }[];
  onDone: () => void;
}) => {
  const { t } = useTranslation();
  const merchant = useActiveMerchant();
  const zone = useMerchantFacts().zone ?? 'UTC';
  const [f, setF] = useState<ContentNoticeFields>(entry?.value ?? blank(kind));
  const action = useContentAction(merchant);
  const set = (patch: Partial<ContentNoticeFields>) => setF((x) => ({ ...x, ...patch }));
  const banner = kind === 'banner';

  const save = async (publish: boolean) => {
    const saved = entry
      ? await action.mutateAsync({ def: contentNoticesApi.save, params: { code: merchant, noticeKind: kind, ref: entry.ref }, body: f })
      : await action.mutateAsync({ def: contentNoticesApi.create, params: { code: merchant, noticeKind: kind }, body: f });
    const ref = (saved as ContentNoticeEntry).ref;
    if (publish) await action.mutateAsync({ def: contentNoticesApi.publish, params: { code: merchant, noticeKind: kind, ref } });
    onDone();
  };

  return (
    <section
      className="panel content-editor"
      aria-label={t(entry ? 'content.editor.edit' : 'content.editor.new')}
      data-testid="notice-editor"
    >
      <h2>{t(entry ? 'content.editor.edit' : 'content.editor.new')}</h2>
      <div className="content-editor__grid">
        <div className="stack">
          <BilingualFields
            label={t('content.fields.title')}
            value={f.title}
            onChange={(title) => set({ title })}
            testId="field-title"
            max={120}
          />
          {banner ? null : (
            <BilingualFields
              label={t('content.fields.content')}
              value={f.contentHtml}
              onChange={(contentHtml) => set({ contentHtml })}
              multiline
              hint={t('content.fields.contentHint')}
              testId="field-content"
              max={20000}
            />
          )}
          {banner ? (
            <div className="content-editor__row">
              <div className="field">
                <label htmlFor="notice-group">{t('content.fields.group')}</label>
                <select
                  id="notice-group"
                  value={f.groupName ?? ''}
                  onChange={(e) => set({ groupName: e.target.value as ContentNoticeFields['groupName'] })}
                  data-testid="field-group"
                >
                  {bannerGroups.map((g) => (
                    <option key={g} value={g}>
                      {t(`content.groups.${g}`)}
                    </option>
                  ))}
                </select>
              </div>
              <ImageField value={f.imageUrl} onChange={(imageUrl) => set({ imageUrl })} />
            </div>
          ) : null}
          <div className="content-editor__row">
            <div className="field">
              <label htmlFor="notice-link-type">{t('content.fields.linkType')}</label>
              <select
                id="notice-link-type"
                value={f.linkageType}
                onChange={(e) => set({ linkageType: e.target.value as ContentNoticeFields['linkageType'] })}
              >
                {contentLinkageTypes.map((l) => (
                  <option key={l} value={l}>
                    {t(`content.linkTypes.${l}`)}
                  </option>
                ))}
              </select>
            </div>
            {f.linkageType === 'NONE' ? null : (
              <div className="field">
                <label htmlFor="notice-link">{t('content.fields.link')}</label>
                <input id="notice-link" dir="ltr" value={f.linkUrl ?? ''} onChange={(e) => set({ linkUrl: e.target.value || null })} />
                <p className="field__hint">{t(`content.linkHints.${f.linkageType}`)}</p>
              </div>
            )}
            {kind === 'popup' || kind === 'announcement' ? (
              <div className="field">
                <label htmlFor="notice-execution">{t('content.fields.execution')}</label>
                <select
                  id="notice-execution"
                  value={f.execution}
                  onChange={(e) => set({ execution: e.target.value as ContentNoticeFields['execution'] })}
                >
                  {executions.map((x) => (
                    <option key={x} value={x}>
                      {t(`content.executions.${x}`)}
                    </option>
                  ))}
                </select>
                <p className="field__hint">{t('content.fields.executionHint')}</p>
              </div>
            ) : null}
          </div>
          <fieldset className="content-editor__row">
            <legend>{t('content.fields.schedule', { zone })}</legend>
            <div className="field">
              <label htmlFor="notice-starts">{t('content.fields.startsAt')}</label>
              <input
                id="notice-starts"
                type="datetime-local"
                value={toZonedInput(f.startsAt, zone)}
                onChange={(e) => set({ startsAt: fromZonedInput(e.target.value, zone) })}
              />
            </div>
            <div className="field">
              <label htmlFor="notice-ends">{t('content.fields.endsAt')}</label>
              <input
                id="notice-ends"
                type="datetime-local"
                value={toZonedInput(f.endsAt, zone)}
                onChange={(e) => set({ endsAt: fromZonedInput(e.target.value, zone) })}
              />
            </div>
          </fieldset>
        </div>
        <Preview
          height={kind === 'banner' ? 180 : kind === 'marquee' ? 260 : 300}
          item={(lang) =>
            kind === 'banner'
              ? { kind, title: f.title[lang], imageUrl: f.imageUrl }
              : kind === 'marquee'
                ? { kind, title: f.title[lang], html: f.contentHtml[lang], titles: [...others.map((o) => o[lang]), f.title[lang]] }
                : { kind, title: f.title[lang], html: f.contentHtml[lang] }
          }
        />
      </div>
      <ErrorText error={action.error} />
      <div className="actions">
        <button type="button" className="btn" onClick={onDone}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className="btn"
          disabled={action.isPending}
          onClick={() => void save(false).catch(() => {})}
          data-testid="save-draft"
        >
          {t('content.actions.saveDraft')}
        </button>
        <button
          type="button"
          className="btn btn--primary"
          disabled={action.isPending}
          onClick={() => void save(true).catch(() => {})}
          data-testid="save-publish"
        >
          {t('content.actions.savePublish')}
        </button>
      </div>
    </section>
  );
};
