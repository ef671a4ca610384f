import type { PlayerOverview } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';
import { useFormat } from '../../shared/format';
import { statusTone } from './player-status';

/** The player at a glance: account, nickname, status, VIP level, the agents above, when they joined and last signed in. */
export const PlayerHeader = ({ overview }: { overview: PlayerOverview }) => {
  const { t } = useTranslation();
  const f = useFormat();
  const p = overview.player;
  return (
    <section className="panel player-card" aria-label={t('players.view.card')} data-testid="player-card">
      <div className="player-card__who">
        <bdi className="player-card__account mono" data-testid="player-account">
          {p.account}
        </bdi>
        {p.nickname ? <bdi className="player-card__nick">{p.nickname}</bdi> : null}
        <span className="badges">
          <Badge tone={statusTone(p.status)}>
            <span data-testid="player-status" data-status={p.status}>
              {t(`players.status.${p.status}`, { defaultValue: p.status })}
            </span>
          </Badge>
          <Badge tone="info">{t('players.view.vip', { level: f.number(overview.vipLevel) })}</Badge>
          {overview.unmasked ? (
            <Badge tone="warn">
              <span data-testid="player-unmasked">{t('players.view.unmasked')}</span>
            </Badge>
          ) : null}
        </span>
      </div>
      <dl className="facts player-card__facts">
        <div>
          <dt>{t('players.fields.agentChain')}</dt>
          <dd data-testid="player-agents">
            {overview.agentChain.length === 0 ? (
              <span className="muted">{t('players.view.noAgent')}</span>
            ) : (
              <ol className="agent-chain">
                {overview.agentChain.map((a) => (
                  <li key={a}>
                    <bdi className="mono">{a}</bdi>
                  </li>
                ))}
              </ol>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('players.fields.created')}</dt>
          <dd>{f.dateTime(p.createdAt)}</dd>
        </div>
        <div>
          <dt>{t('players.fields.lastLogin')}</dt>
          <dd>{p.lastLoginAt ? f.dateTime(p.lastLoginAt) : <span className="muted">{t('players.fields.never')}</span>}</dd>
        </div>
      </dl>
    </section>
  );
};
