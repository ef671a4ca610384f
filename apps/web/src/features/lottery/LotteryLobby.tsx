import { type LotteryGame, type LotteryPrizeMode, lotteryPrizeModes } from '@wl/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { ErrorText } from '../../components/ErrorText';
import { LoadingCover } from '../../components/LoadingCover';
import { useLotteryGames, useRecentGames, useVendorLanes, useVnMenus, useVnRecent } from './api';
import { Countdown, DrawState } from './DrawBits';
import { groupGames, type LotteryArea, prizeModeOf, stationsOn, vnWeekday } from './slip';
import { ToggleChip } from './ToggleChip';

const GameCard = ({ game, receivedAt, refresh }: { game: LotteryGame; receivedAt: number; refresh: () => void }) => {
  const { t } = useTranslation();
  const next = game.nextDraw;
  return (
    <li className="lotto-card" data-testid={`lottery-game-${game.gameCode}`}>
      <div className="lotto-card__head">
        <bdi className="lotto-card__name">{game.name}</bdi>
        {next ? <DrawState state={next.state} /> : null}
      </div>
      {next ? (
        <p className="lotto-card__draw">
          <span className="muted">{t('lottery.draw')}</span> <bdi>{next.numero}</bdi>
        </p>
      ) : (
        <p className="muted">{t('lottery.noDraw')}</p>
      )}
      {next ? <Countdown draw={next} receivedAt={receivedAt} onZero={refresh} /> : null}
      <p className="lotto-card__meta muted">
        {game.intervalMinutes
          ? t('lottery.every', { count: game.intervalMinutes })
          : t(game.official ? 'lottery.official' : 'lottery.houseDraw')}
      </p>
      <Link className="btn btn--primary btn--sm" to={game.route} data-testid="lottery-open-game">
        {t('lottery.play')}
      </Link>
    </li>
  );
};

const Groups = ({ games, receivedAt, refresh }: { games: LotteryGame[]; receivedAt: number; refresh: () => void }) => {
  const { t } = useTranslation();
  const groups = groupGames(games);
  if (groups.length === 0) return <EmptyState text={t('lottery.noGames')} />;
  return (
    <div className="lotto-groups">
      {groups.map((g) => (
        <section
          key={g.format}
          className="lotto-group"
          aria-labelledby={`lotto-group-${g.format}`}
          data-testid={`lottery-group-${g.format}`}
        >
          <h2 id={`lotto-group-${g.format}`} className="lotto-group__title">
            {t(`lottery.group.${g.format}`)}
          </h2>
          <ul className="lotto-cards">
            {g.games.map((game) => (
              <GameCard key={game.gameCode} game={game} receivedAt={receivedAt} refresh={refresh} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
};

/** Weekday names in the interface language (0 = Sunday), from the browser's calendar data. */
const weekdayNames = (lang: string) => {
  const f = new Intl.DateTimeFormat(lang, { weekday: 'short', timeZone: 'UTC' });
  // 2026-11-22 was a Sunday.
  return Array.from({ length: 7 }, (_, d) => f.format(new Date(Date.UTC(2026, 10, 22 + d))));
};

/**
 * /vnLottery: the stations by region (the VN menu call), the member's recent stations first. The stations draw on a
 * weekday schedule: the board opens on today's (Vietnam's day) and the member may pick another day or every station.
 */
const VnLobby = () => {
  const { t, i18n } = useTranslation();
  const menus = useVnMenus();
  const recent = useVnRecent();
  const today = vnWeekday(Date.now());
  const [day, setDay] = useState<number | null>(today);
  if (menus.isPending) return <LoadingCover />;
  if (menus.isError) return <ErrorText error={menus.error} />;
  const games = menus.data.menus.flatMap((m) => m.gameMenus);
  const refresh = () => void menus.refetch();
  const names = weekdayNames(i18n.language);
  const days: (number | null)[] = [today, ...[0, 1, 2, 3, 4, 5, 6].filter((d) => d !== today), null];
  return (
    <>
      <RecentList recent={recent} />
      <fieldset className="chips lotto-days" data-testid="lottery-days">
        <legend className="muted">{t('lottery.schedule')}</legend>
        {days.map((d) => (
          <ToggleChip key={d ?? 'all'} on={d === day} onClick={() => setDay(d)} testId={`lottery-day-${d ?? 'all'}`}>
            {d === null ? t('lottery.allDays') : d === today ? `${t('lottery.today')} · ${names[d]}` : names[d]}
          </ToggleChip>
        ))}
      </fieldset>
      <Groups games={stationsOn(games, day)} receivedAt={menus.dataUpdatedAt} refresh={refresh} />
    </>
  );
};

/** The member's lately played games of this prize mode (the registry's recentLottGame), when there are any. */
const RecentGames = ({ mode }: { mode: LotteryPrizeMode }) => <RecentList recent={useRecentGames(mode)} />;

/** A list of the member's lately played games (a recent-games query), when there are any. */
const RecentList = ({
  recent,
}: {
  recent: { data?: { games: LotteryGame[] }; dataUpdatedAt: number; refetch: () => Promise<unknown> };
}) => {
  const { t } = useTranslation();
  if (!recent.data || recent.data.games.length === 0) return null;
  return (
    <section className="lotto-group" data-testid="lottery-recent">
      <h2 className="lotto-group__title">{t('lottery.recent')}</h2>
      <ul className="lotto-cards">
        {recent.data.games.map((g) => (
          <GameCard key={g.gameCode} game={g} receivedAt={recent.dataUpdatedAt} refresh={() => void recent.refetch()} />
        ))}
      </ul>
    </section>
  );
};

const ModeLobby = ({ mode }: { mode: LotteryPrizeMode }) => {
  const games = useLotteryGames(mode);
  if (games.isPending) return <LoadingCover />;
  if (games.isError) return <ErrorText error={games.error} />;
  return (
    <>
      <RecentGames mode={mode} />
      <Groups games={games.data.games} receivedAt={games.dataUpdatedAt} refresh={() => void games.refetch()} />
    </>
  );
};

/** /lottery: the prize mode the vendor data gives (spec section 4) picks the games; the member may switch. */
const LottLobby = ({ initial }: { initial: LotteryPrizeMode | null }) => {
  const { t } = useTranslation();
  const lanes = useVendorLanes();
  // A launch's lottoPrizeMode is the first choice; without it, the vendor data decides.
  const [chosen, setChosen] = useState<LotteryPrizeMode | null>(initial);
  if (lanes.isPending && !chosen) return <LoadingCover />;
  const mode = chosen ?? prizeModeOf(lanes.data ?? []);
  const modes = lotteryPrizeModes.filter((m) => m !== 'ZY');
  return (
    <>
      <div className="chips">
        {modes.map((m) => (
          <button
            key={m}
            type="button"
            className={`chip${m === mode ? ' chip--on' : ''}`}
            aria-pressed={m === mode}
            onClick={() => setChosen(m)}
            data-testid={`lottery-mode-${m}`}
          >
            {t(`lottery.mode.${m}`)}
          </button>
        ))}
      </div>
      <ModeLobby mode={mode} />
    </>
  );
};

export const LotteryLobby = ({ area, prizeMode = null }: { area: LotteryArea; prizeMode?: LotteryPrizeMode | null }) => (
  <div className="lotto-lobby" data-testid="lottery-lobby">
    {area === 'VN' ? <VnLobby /> : area === 'SEA' ? <ModeLobby mode="SEA" /> : <LottLobby initial={prizeMode} />}
  </div>
);
