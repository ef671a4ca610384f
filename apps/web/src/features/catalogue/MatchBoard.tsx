import { useQuery } from '@tanstack/react-query';
import { catalogueApi } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { call } from '../../shared/client';
import { useDateFormat } from '../../shared/datetime';
import { useLang } from '../../shared/language';
import { gameTarget, useLaunch } from './launch';

/**
 * The fixtures of the sports or esports vendors (GCSGAME_getGameMatchV2): live matches with their score and minute,
 * then the next kick-offs with the main market's odds. A match opens its vendor's game through the launch rules.
 */
export const MatchBoard = ({ category, limit }: { category: 'SPORTS' | 'ESPORTS'; limit: number }) => {
  const { t } = useTranslation();
  const lang = useLang();
  const f = useDateFormat();
  const launch = useLaunch();
  const { data } = useQuery({
    queryKey: ['catalogue', 'matches', lang, category],
    queryFn: ({ signal }) => call(catalogueApi.gameMatch, { query: { gameType: category, language: lang }, signal }),
    staleTime: 15_000,
    refetchInterval: 30_000,
  });
  const list = data?.list.filter((m) => m.status === 'LIVE' || m.status === 'PRE').slice(0, limit) ?? [];
  if (list.length === 0) return null;
  return (
    <section className="match-board" data-testid={`match-board-${category.toLowerCase()}`} aria-label={t('catalogue.matches.title')}>
      <h3 className="match-board__title">{t('catalogue.matches.title')}</h3>
      <ul>
        {list.map((m) => (
          <li key={`${m.vendor}-${m.matchId}`}>
            <button
              type="button"
              className="match-board__row"
              data-testid="match-row"
              data-status={m.status}
              onClick={() =>
                launch(gameTarget({ nodeId: m.nodeId, gameCode: m.gameCode, vassalage: m.vendor, gameType: category }), m.vendorName)
              }
            >
              <span className="match-board__when">
                {m.status === 'LIVE' ? (
                  <span className="chip chip--on">{t('catalogue.matches.live', { minute: m.minute })}</span>
                ) : (
                  <bdi>{f.time(m.kickoffAt)}</bdi>
                )}
              </span>
              <span className="match-board__teams">
                <bdi>{m.home}</bdi>{' '}
                <span className="match-board__score">
                  {m.status === 'LIVE' ? `${m.score.home} – ${m.score.away}` : t('catalogue.matches.vs')}
                </span>{' '}
                <bdi>{m.away}</bdi>
              </span>
              {m.odds ? (
                <span className="match-board__odds">
                  {Object.entries(m.odds).map(([pick, price]) => (
                    <span key={pick} className="chip" title={t(`catalogue.matches.pick.${pick}`)}>
                      <bdi>{(price / 100).toFixed(2)}</bdi>
                    </span>
                  ))}
                </span>
              ) : null}
              <span className="match-board__vendor muted">{m.vendorName}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
};
