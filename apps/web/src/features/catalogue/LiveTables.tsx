import { useQuery } from '@tanstack/react-query';
import { catalogueApi } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { call } from '../../shared/client';
import { useLang } from '../../shared/language';
import { useMoney } from '../../shared/money';
import { gameTarget, useLaunch } from './launch';

/** How often the tables' rounds and seats are asked again while the list is open. */
const TABLES_POLL_MS = 5_000;
/** Words a table's result is told in (baccarat, dragon tiger, teen patti, andar bahar); numbers and dice read as they are. */
const RESULT_WORDS = new Set(['player', 'banker', 'tie', 'dragon', 'tiger', 'dealer', 'andar', 'bahar']);

/**
 * A live vendor's tables (GLS2_roomList), on its list of live games: each table's round (taking bets or showing its
 * result), the players seated, its stake limits and the last result; a table opens its game.
 */
export const LiveTables = ({ vendor }: { vendor: string }) => {
  const { t } = useTranslation();
  const lang = useLang();
  const money = useMoney();
  const launch = useLaunch();
  const { data } = useQuery({
    queryKey: ['catalogue', 'liveTables', vendor, lang] as const,
    queryFn: () => call(catalogueApi.roomList, { query: { vassalage: vendor, language: lang } }),
    refetchInterval: TABLES_POLL_MS,
    retry: false,
  });
  if (!data || data.list.length === 0) return null;
  return (
    <section className="live-tables" aria-labelledby="live-tables-title" data-testid="live-tables">
      <h2 id="live-tables-title" className="live-tables__title">
        {t('catalogue.liveTables')}
      </h2>
      <ul className="live-tables__list">
        {data.list.map((r) => (
          <li key={r.roomId}>
            <button
              type="button"
              className="live-table"
              disabled={r.nodeId === null}
              onClick={() =>
                r.nodeId !== null &&
                launch(gameTarget({ nodeId: r.nodeId, gameCode: '', vassalage: vendor, gameType: 'LIVE', isGame: 'GAME' }), r.name)
              }
              data-testid="live-table"
            >
              <span className="live-table__name">{r.name}</span>
              {r.phase ? (
                <span className={`live-table__phase live-table__phase--${r.phase.toLowerCase()}`}>
                  {t(`catalogue.tablePhase.${r.phase}`)}
                </span>
              ) : null}
              <span className="muted">{t('catalogue.tablePlayers', { count: r.players })}</span>
              <span className="muted">
                <bdi>{money(r.minBet)}</bdi> – <bdi>{money(r.maxBet)}</bdi>
              </span>
              {r.lastResult ? (
                <span className="muted">
                  {t('catalogue.tableLast', {
                    result: RESULT_WORDS.has(r.lastResult) ? t(`catalogue.tableResult.${r.lastResult}`) : r.lastResult,
                  })}
                </span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
};
