import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { type SessionValue, studioApi } from '@wl/studio/api';
import { StudioCallError, launchOf, studioCall } from './api';
import { StudioProvider } from './context';
import { InstantGame } from './InstantGame';
import { SlotGame } from './SlotGame';
import { FishGame } from './FishGame';
import { PokerGame } from './Poker';
import { BlackjackGame } from './Blackjack';
import { SharedTable } from './Shared';
import { Sportsbook } from './Sportsbook';
import en from './text/en.json';
import ur from './text/ur.json';
// The same bundled Urdu/Arabic face as the site (main.tsx): the page shares the site's font list, and ہ, ے are missing
// from many system fonts, so without it Urdu shows as empty boxes. Loaded only for Arabic-script text (unicode-range).
import '@fontsource/noto-naskh-arabic/arabic-400.css';
import '@fontsource/noto-naskh-arabic/arabic-700.css';
import './studio.css';

/**
 * The demo studio's game page (studio.html), served by the studio from its own origin and opened by the site in its
 * game frame. It reads the signed launch from its address, asks the studio for the session and plays the game with
 * @wl/game-ui (the same pieces as the house games).
 */
const { vendor, launch, lang, tz } = launchOf(window.location.search);
document.documentElement.lang = lang;
document.documentElement.dir = lang === 'ur' ? 'rtl' : 'ltr';
const pack = lang === 'ur' ? ur : en;

const App = () => {
  const [s, setS] = useState<SessionValue | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    studioCall(studioApi.session, vendor, launch).then(setS, (e) => setError(e instanceof StudioCallError ? e.code : 'generic'));
  }, []);
  useEffect(() => {
    if (s) document.title = s.game.title ?? s.game.name;
  }, [s]);
  if (error) {
    const errors = pack.errors as Record<string, string>;
    return (
      <p className="studio-problem" role="alert" data-testid="studio-problem" data-code={error}>
        {errors[error.replaceAll('.', '_')] ?? errors.generic}
      </p>
    );
  }
  if (!s) return <p className="studio-loading">{pack.loading}</p>;
  const e = s.engine;
  return (
    <StudioProvider vendor={vendor} launch={launch} s={s} lang={lang} tz={tz}>
      <main className="studio" data-testid="studio-game" data-engine={e.kind === 'table' ? e.table : e.kind} data-wallet={s.wallet}>
        {e.kind === 'slot' ? (
          <SlotGame />
        ) : e.kind === 'fish' ? (
          <FishGame />
        ) : e.kind === 'blackjack' ? (
          <BlackjackGame />
        ) : e.kind === 'poker' ? (
          <PokerGame />
        ) : e.kind === 'sportsbook' ? (
          <Sportsbook />
        ) : e.kind === 'table' && e.shared ? (
          <SharedTable />
        ) : (
          <InstantGame />
        )}
      </main>
    </StudioProvider>
  );
};

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
