import { ticketStates } from '@wl/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Fact } from '../../components/Fact';
import { Pager } from '../../components/Pager';
import { DateTime } from '../../shared/datetime';
import { Money } from '../../shared/money';
import { type TicketFilter, useLotteryGames, useTickets } from './api';
import { LottoPanel } from './LottoPanel';
import { QueryBody } from './QueryBody';
import { keyed } from './slip';
import { ToggleChip } from './ToggleChip';

/** My tickets: paged, filtered by state, with stake, odds and payout. */
export const TicketsPanel = ({ gameCode }: { gameCode?: string }) => {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<TicketFilter>({ pageNo: 1, ...(gameCode ? { gameCode } : {}) });
  const q = useTickets(filter);
  // Tickets carry the game's code; its name comes from the games list (in the interface language).
  const games = useLotteryGames();
  const nameOf = (code: string) => games.data?.games.find((g) => g.gameCode === code)?.name ?? code;
  const scope = (code: string | undefined) => {
    const { gameCode: _drop, ...rest } = filter;
    setFilter({ ...rest, pageNo: 1, ...(code ? { gameCode: code } : {}) });
  };
  return (
    <LottoPanel id="tickets" testId="lottery-tickets" title={t('lottery.tickets.title')}>
      {gameCode ? (
        <div className="chips">
          <ToggleChip on={Boolean(filter.gameCode)} onClick={() => scope(gameCode)}>
            {t('lottery.tickets.thisGame')}
          </ToggleChip>
          <ToggleChip on={!filter.gameCode} onClick={() => scope(undefined)} testId="tickets-all-games">
            {t('lottery.tickets.allGames')}
          </ToggleChip>
        </div>
      ) : null}
      <div className="chips">
        {([undefined, ...ticketStates] as const).map((s) => (
          <ToggleChip
            key={s ?? 'all'}
            on={filter.state === s}
            onClick={() => setFilter({ ...filter, state: s, pageNo: 1 })}
            testId={`tickets-state-${s ?? 'all'}`}
          >
            {s ? t(`lottery.ticketState.${s}`) : t('lottery.tickets.all')}
          </ToggleChip>
        ))}
      </div>
      <QueryBody q={q} isEmpty={(d) => d.tickets.length === 0} emptyText={t('lottery.tickets.none')}>
        {(d) => (
          <ul className="lotto-tickets">
            {d.tickets.map((tk) => (
              <li key={tk.ticketId} className="lotto-ticket" data-testid={`ticket-${tk.ticketId}`} data-state={tk.state}>
                <div className="lotto-ticket__head">
                  <strong>{t(`lottery.betType.${tk.betType}`)}</strong>
                  <span className={`status lotto-ticket__state lotto-ticket__state--${tk.state.toLowerCase()}`} data-testid="ticket-state">
                    {t(`lottery.ticketState.${tk.state}`)}
                  </span>
                </div>
                <div className="lotto-ticket__numbers">
                  {keyed(tk.numbers).map(({ n, key }) => (
                    <bdi key={key} className="lotto-ball lotto-ball--sm">
                      {n}
                    </bdi>
                  ))}
                </div>
                <dl className="lotto-ticket__facts">
                  <Fact label={t('lottery.draw')}>
                    <bdi>{nameOf(tk.gameCode)}</bdi> · <bdi>{tk.numero}</bdi>
                  </Fact>
                  <Fact label={t('lottery.stake')}>
                    <Money minor={tk.stake} />
                  </Fact>
                  <Fact label={t('lottery.tickets.payout')} testId="ticket-payout">
                    {tk.payout === null ? '—' : <Money minor={tk.payout} />}
                  </Fact>
                  <Fact label={t('lottery.tickets.placedAt')}>
                    <DateTime value={tk.placedAt} />
                  </Fact>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </QueryBody>
      {q.data ? (
        <Pager pageNo={filter.pageNo} totalPages={q.data.totalPages} onPage={(n) => setFilter({ ...filter, pageNo: n })} testId="tickets" />
      ) : null}
    </LottoPanel>
  );
};
