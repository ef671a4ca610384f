import { referralApi } from '@wl/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { QrCode } from '../../components/QrCode';
import { DateTime } from '../../shared/datetime';
import { useMemberQuery } from '../../shared/member-query';
import { Money, useMoney } from '../../shared/money';

/** Messaging apps that take a link to share by address (the phone's share sheet covers the rest, Zalo included). */
const shareChannels = (link: string, text: string) => [
  { id: 'WHATSAPP', href: `https://wa.me/?text=${encodeURIComponent(`${text} ${link}`)}` },
  { id: 'TELEGRAM', href: `https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent(text)}` },
  { id: 'FACEBOOK', href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}` },
];

/**
 * Invite friends (member page `referral`): the member's invitation code and link (on this site's own address), the
 * share-code image, the friends who registered through it with their progress, and the rewards credited.
 */
export const ReferralPage = ({ availablePromo }: { availablePromo: boolean | undefined }) => {
  const { t } = useTranslation();
  const { data, isPending, isError } = useMemberQuery(['referral', 'mine'], referralApi.mine, undefined, {
    enabled: availablePromo !== false,
  });
  const [copied, setCopied] = useState<'code' | 'link' | null>(null);
  const money = useMoney();
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  if (availablePromo === false || isError) return <EmptyState text={t('referral.off')} />;
  if (isPending || !data) return <p className="muted">…</p>;
  const link = `${window.location.origin}${data.path}`;
  const copy = async (what: 'code' | 'link', text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(what);
      window.setTimeout(() => setCopied(null), 2000);
    } catch {
      // no clipboard: the text stays selectable
    }
  };
  return (
    <div className="referral" data-testid="referral">
      <p className="muted">{t('referral.intro')}</p>
      <div className="referral__share">
        <QrCode text={link} label={t('referral.qr')} testId="referral-qr" />
        <dl className="referral__codes">
          <dt>{t('referral.code')}</dt>
          <dd>
            <bdi className="referral__code" data-testid="referral-code">
              {data.code}
            </bdi>
            <button type="button" className="btn btn--sm" onClick={() => copy('code', data.code)}>
              {copied === 'code' ? t('referral.copied') : t('referral.copy')}
            </button>
          </dd>
          <dt>{t('referral.link')}</dt>
          <dd>
            <bdi className="referral__link" data-testid="referral-link">
              {link}
            </bdi>
            <button type="button" className="btn btn--sm" onClick={() => copy('link', link)}>
              {copied === 'link' ? t('referral.copied') : t('referral.copy')}
            </button>
          </dd>
        </dl>
      </div>
      {data.terms.reward !== '0' ? (
        <p className="referral__offer" data-testid="referral-offer">
          {Number(data.terms.minDeposit) > 0
            ? t('referral.offer', { reward: money(data.terms.reward), min: money(data.terms.minDeposit) })
            : t('referral.offerAny', { reward: money(data.terms.reward) })}
        </p>
      ) : null}
      <div className="referral__channels" data-testid="referral-share">
        {canShare ? (
          <button
            type="button"
            className="btn btn--primary btn--sm"
            onClick={() => navigator.share({ title: t('referral.shareTitle'), text: t('referral.shareText'), url: link }).catch(() => {})}
          >
            {t('referral.share')}
          </button>
        ) : null}
        {shareChannels(link, t('referral.shareText')).map((c) => (
          <a key={c.id} className="btn btn--sm" href={c.href} target="_blank" rel="noopener noreferrer">
            {t(`social.${c.id}`)}
          </a>
        ))}
      </div>
      <ul className="referral__totals" data-testid="referral-totals">
        <li>
          <span className="muted">{t('referral.totals.registered')}</span>
          <strong>{data.totals.registered}</strong>
        </li>
        <li>
          <span className="muted">{t('referral.totals.deposited')}</span>
          <strong>{data.totals.deposited}</strong>
        </li>
        <li>
          <span className="muted">{t('referral.totals.active')}</span>
          <strong>{data.totals.active}</strong>
        </li>
        <li>
          <span className="muted">{t('referral.rewards')}</span>
          <strong data-testid="referral-rewards">
            <Money minor={data.rewards} />
          </strong>
        </li>
      </ul>
      <h3>{t('referral.friends')}</h3>
      {data.friends.length === 0 ? (
        <EmptyState text={t('referral.noFriends')} />
      ) : (
        <div className="table-wrap">
          <table className="history-table card-table" data-testid="referral-friends">
            <thead>
              <tr>
                <th>{t('referral.friend')}</th>
                <th>{t('referral.registeredAt')}</th>
                <th>{t('referral.status')}</th>
                <th>{t('referral.reward')}</th>
              </tr>
            </thead>
            <tbody>
              {data.friends.map((f) => (
                <tr key={`${f.account}-${f.registeredAt}`}>
                  <td data-label={t('referral.friend')}>
                    <bdi>{f.account}</bdi>
                  </td>
                  <td data-label={t('referral.registeredAt')}>
                    <DateTime value={f.registeredAt} />
                  </td>
                  <td data-label={t('referral.status')}>
                    <span className={`chip referral__status referral__status--${f.status}`} data-testid="referral-status">
                      {t(`referral.statuses.${f.status}`)}
                    </span>
                  </td>
                  <td data-label={t('referral.reward')} data-testid="referral-friend-reward">
                    <Money minor={f.reward} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
};
