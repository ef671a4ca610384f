import { supportApi } from '@wl/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callAs } from '../../shared/client';
import { DateTime } from '../../shared/datetime';
import { Money } from '../../shared/money';

type Line = { id: number; amount: string; status: string; at: string };

/** One list of the card: each line's amount, status and time, or a word that there is none. */
const Lines = ({ title, lines, status, testId }: { title: string; lines: Line[]; status: (s: string) => string; testId: string }) => {
  const { t } = useTranslation();
  return (
    <div className="console__facts" data-testid={testId}>
      <h3>{title}</h3>
      {lines.length === 0 ? (
        <p className="console__none">{t('console.noneYet')}</p>
      ) : (
        <ul>
          {lines.map((l) => (
            <li key={l.id} data-testid={`${testId}-line`}>
              <Money minor={l.amount} />
              <span className="console__fact-status">{status(l.status)}</span>
              <DateTime value={l.at} className="console__fact-when" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};

/**
 * The chat's player beside the conversation (issue 36): the balance, the newest deposits and withdrawals and the bonuses
 * still being wagered, so an agent answers "where is my money?" without leaving the console.
 */
export const ConsolePlayer = ({ id, auth }: { id: number; auth: string }) => {
  const { t } = useTranslation();
  const card = useQuery({
    queryKey: ['console', 'player', id],
    queryFn: () => callAs(auth, supportApi.player, { params: { id } }),
    refetchInterval: 30_000,
  });
  if (!card.data) return <aside className="console__player" aria-busy={card.isPending} data-testid="console-player" />;
  const p = card.data;
  const main = p.wallets.find((w) => w.wallet === 'MAIN')?.balance ?? '0';
  return (
    <aside className="console__player" aria-label={t('console.player')} data-testid="console-player">
      <h3>{t('console.player')}</h3>
      <p className="console__balance">
        <span>{t('console.balance')}</span>{' '}
        <strong data-testid="console-player-balance">
          <Money minor={main} />
        </strong>
      </p>
      <Lines
        title={t('console.deposits')}
        lines={p.deposits}
        status={(s) => t(`wallet.depositStatus.${s}`, { defaultValue: s })}
        testId="console-deposits"
      />
      <Lines
        title={t('console.withdrawals')}
        lines={p.withdrawals}
        status={(s) => t(`wallet.withdrawalStatus.${s}`, { defaultValue: s })}
        testId="console-withdrawals"
      />
      <div className="console__facts" data-testid="console-bonuses">
        <h3>{t('console.bonuses')}</h3>
        {p.bonuses.length === 0 ? (
          <p className="console__none">{t('console.noneOpen')}</p>
        ) : (
          <ul>
            {p.bonuses.map((b) => (
              <li key={b.id} data-testid="console-bonuses-line">
                <Money minor={b.amount} />
                <span className="console__fact-status">{t(`rewards.source.${b.source}`, { defaultValue: t('console.bonus') })}</span>
                <span className="console__fact-when">
                  {t('console.wagerLeft')} <Money minor={b.turnoverLeft} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </aside>
  );
};
