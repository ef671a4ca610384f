import gameUiEn from '@wl/game-ui/text/en.json';
import gameUiUr from '@wl/game-ui/text/ur.json';
import { createText, type GameUiPack, GameUiProvider, loadSession, recordRound, type SessionStats } from '@wl/game-ui';
import { type DateFormatters, dateFormatters, formatMinor } from '@wl/contracts';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import type { Launch, SessionValue } from '@wl/studio/api';
import en from './text/en.json';
import ur from './text/ur.json';

type Studio = {
  vendor: string;
  launch: Launch;
  s: SessionValue;
  t: (key: string, vars?: Record<string, string | number>) => string;
  money: (minor: bigint) => string;
  balance: bigint;
  setBalance: (b: string | null) => void;
  stats: SessionStats;
  record: (stake: bigint, payout: bigint) => void;
  /** Dates and times in the page's language and the merchant's zone. */
  dates: DateFormatters;
  /** The game's name as its bar shows it. */
  title: string;
  /** What the balance is called: "Play money" for a free-play launch (mode 0), else the shell's own word. */
  balanceLabel: string | undefined;
};
const Ctx = createContext<Studio | null>(null);
export const useStudio = () => {
  const c = useContext(Ctx);
  if (!c) throw new Error('outside the studio page');
  return c;
};

const store = () => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/**
 * The currency's short sign as the site shows it ("Rs" for PKR, "$" for USD): the studio only knows the ISO code the
 * launch carries, and the narrow symbol is what the seeded brands use as their symbol; an unknown code shows as itself.
 */
export const currencySymbol = (code: string): string => {
  try {
    const part = new Intl.NumberFormat('en', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' })
      .formatToParts(1)
      .find((p) => p.type === 'currency');
    return part?.value ?? code;
  } catch {
    return code;
  }
};

/** The page's texts (its own packs and game-ui's), money in the session's currency, balance and session figures. */
export const StudioProvider = ({
  vendor,
  launch,
  s,
  lang,
  tz = null,
  children,
}: {
  vendor: string;
  launch: Launch;
  s: SessionValue;
  lang: 'en' | 'ur';
  tz?: string | null;
  children: ReactNode;
}) => {
  const t = useMemo(() => createText((lang === 'ur' ? ur : en) as unknown as GameUiPack), [lang]);
  const gameUi = useMemo(() => createText(lang === 'ur' ? (gameUiUr as GameUiPack) : (gameUiEn as GameUiPack)), [lang]);
  const dates = useMemo(() => dateFormatters(lang, tz), [lang, tz]);
  const symbol = useMemo(() => currencySymbol(s.currency), [s.currency]);
  const money = useCallback(
    (minor: bigint) => {
      const neg = minor < 0n;
      return `${neg ? '-' : ''}${symbol} ${formatMinor(neg ? -minor : minor, 2, '')}`;
    },
    [symbol],
  );
  const [balance, set] = useState(BigInt(s.balance));
  const key = `studio.${vendor}.${launch.token?.slice(0, 16)}`;
  const [stats, setStats] = useState(() => loadSession(store(), key, Date.now()));
  const setBalance = useCallback((b: string | null) => {
    if (b !== null) set(BigInt(b));
  }, []);
  const record = useCallback((stake: bigint, payout: bigint) => setStats((x) => recordRound(store(), key, x, { stake, payout })), [key]);
  const title = s.game.title ?? s.game.name;
  const balanceLabel = launch.mode === '0' ? t('playMoney') : undefined;
  const value = useMemo(
    () => ({ vendor, launch, s, t, money, balance, setBalance, stats, record, dates, title, balanceLabel }),
    [vendor, launch, s, t, money, balance, setBalance, stats, record, dates, title, balanceLabel],
  );
  return (
    <Ctx.Provider value={value}>
      <GameUiProvider text={gameUi} money={money}>
        {children}
      </GameUiProvider>
    </Ctx.Provider>
  );
};
