import type { ProtectionState } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';
import { useFormat } from '../../shared/format';

/** The block in force (time-out, self-exclusion, national register) with its dates, or that there is none. */
export const BlockPanel = ({ block }: { block: ProtectionState['block'] }) => {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <section className="panel rg-block" aria-labelledby="rg-block" data-testid="rg-block" data-kind={block?.kind ?? 'NONE'}>
      <h2 id="rg-block">{t('protection.block.title')}</h2>
      {block ? (
        <div className="stack rg-block__body">
          <p>
            <Badge tone="bad">{t(`protection.block.kinds.${block.kind}`)}</Badge>
          </p>
          <dl className="facts">
            <div>
              <dt>{t('protection.block.since')}</dt>
              <dd>{f.dateTime(block.since)}</dd>
            </div>
            <div>
              <dt>{t('protection.block.until')}</dt>
              <dd data-testid="rg-block-until">{f.dateTime(block.until)}</dd>
            </div>
          </dl>
        </div>
      ) : (
        <p className="muted">{t('protection.block.none')}</p>
      )}
    </section>
  );
};

/** The merchant's jurisdiction profile (the rules every limit and block follows) and the player's reality check. */
export const ProfilePanel = ({ state }: { state: ProtectionState }) => {
  const { t } = useTranslation();
  const f = useFormat();
  const p = state.profile;
  const hours = (n: number) => t('protection.hours', { count: f.number(n) });
  const months = (n: number) => t('protection.months', { count: f.number(n) });
  const rows: [string, string][] = [
    ['code', p.code],
    ['coolingOff', hours(p.coolingOffHours)],
    [
      'reality',
      t(p.realityMandatory ? 'protection.profile.realityMandatory' : 'protection.profile.realityOptional', {
        minutes: f.number(p.realityMinutes),
      }),
    ],
    [
      'playerReality',
      state.realityMinutes === null
        ? t('protection.profile.realityOff')
        : t('protection.minutes', { count: f.number(state.realityMinutes) }),
    ],
    ['timeout', t('protection.profile.range', { min: hours(p.timeoutHours.min), max: hours(p.timeoutHours.max) })],
    ['exclusion', t('protection.profile.range', { min: months(p.exclusionMonths.min), max: months(p.exclusionMonths.max) })],
    ['offerLimits', t(`protection.profile.offerAt.${p.offerLimitsAt}`)],
  ];
  return (
    <section className="panel" aria-labelledby="rg-profile" data-testid="rg-profile">
      <h2 id="rg-profile">{t('protection.profile.title')}</h2>
      <dl className="facts">
        {rows.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`protection.profile.${key}`)}</dt>
            <dd>{key === 'code' ? <bdi className="mono">{value}</bdi> : value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
};
