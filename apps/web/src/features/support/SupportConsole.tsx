import { useState } from 'react';
import { ConsoleDesk } from './ConsoleDesk';
import { ConsoleLogin } from './ConsoleLogin';
import { type ConsoleSession, loadConsoleSession, storeConsoleSession } from './console-session';
import './support.css';

/** The support console (/support-console): operator staff sign in with their own agent accounts. */
export default function SupportConsole() {
  const [session, setSession] = useState<ConsoleSession | null>(loadConsoleSession);
  const save = (s: ConsoleSession | null) => {
    storeConsoleSession(s);
    setSession(s);
  };
  return session ? <ConsoleDesk session={session} onSignOut={() => save(null)} /> : <ConsoleLogin onSignedIn={save} />;
}
