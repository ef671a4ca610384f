import { type ReactNode, useId } from 'react';
import { SymbolSprite } from '../art/symbols';
import { useGameUi } from '../context';
import type { RoundCategory } from '../celebrate/RoundResult';
import type { RoundPhase } from '../round/use-round';
import { SessionPanel } from '../session/SessionPanel';
import type { SessionStats } from '../session/session-stats';
import { InfoSheet } from './InfoSheet';
import { SoundToggle } from './SoundToggle';
import '../styles/shell.css';

type Props = {
  title: string;
  /** The host's way back (a router link). */
  back?: ReactNode;
  /** The server's balance, already formatted (the host decides when it changes: with the shown result). */
  balance: { text: string; minor: bigint | null };
  /** What the balance is called when it is not the player's money (free play: "Play money"). */
  balanceLabel?: string;
  session: SessionStats;
  /** Rules, paytable and RTP for the info sheet. */
  info: ReactNode;
  /** Art names the game draws (slot symbols); the shared gradients are always drawn. */
  art?: readonly string[];
  phase: RoundPhase;
  stage: ReactNode;
  controls: ReactNode;
};

/**
 * A game's screen, phone first: bar (back, name, balance, sound, rules), the stage filling what is left, the session
 * line and the controls at the bottom, so Spin is always on screen at 390 px. On a phone held sideways the controls
 * move beside the stage. Themed by the merchant's colours through CSS variables.
 */
export const GameShell = ({ title, back, balance, balanceLabel, session, info, art = [], phase, stage, controls }: Props) => {
  const { text } = useGameUi();
  return (
    <div className="gu gu-shell" data-phase={phase} data-testid="game-shell">
      <SymbolSprite names={art} />
      <header className="gu-shell__bar">
        {back}
        <h1 className="gu-shell__title" id="play-title">
          {title}
        </h1>
        <p className="gu-shell__balance">
          <span className="gu-shell__balance-label" data-testid="game-balance-label">
            {balanceLabel ?? text('balance')}
          </span>{' '}
          <bdi data-testid="game-balance" data-minor={balance.minor?.toString()}>
            {balance.text}
          </bdi>
        </p>
        <div className="gu-shell__tools">
          <SoundToggle />
          <InfoSheet title={title}>{info}</InfoSheet>
        </div>
      </header>
      <div className="gu-shell__stage">{stage}</div>
      <div className="gu-shell__session">
        <SessionPanel stats={session} />
      </div>
      <div className="gu-shell__controls">{controls}</div>
    </div>
  );
};

/**
 * The big round play button: Spin (or Roll, Deal, Place bet) while idle; while a round is in play it brings the
 * presentation forward in the category's own words (Stop for reels, Show all cards for a deal). A pill whose icon and
 * one-line label always sit inside its border (a long label is cut with an ellipsis, never wrapped). When it cannot
 * be pressed the caller says why (`hint`): shown under it and linked by aria-describedby.
 */
export const PlayButton = ({
  label,
  category,
  busy,
  canStop,
  disabled,
  hint,
  onPlay,
  onStop,
}: {
  label: string;
  /** The round's category: what bringing the presentation forward is called here (needed where `canStop`). */
  category?: RoundCategory;
  busy: boolean;
  canStop: boolean;
  disabled: boolean;
  /** Why the button is disabled ("Pick a selection first"); shown only while it is. */
  hint?: string | null;
  onPlay: () => void;
  onStop: () => void;
}) => {
  const { text } = useGameUi();
  const hintId = useId();
  const stopping = busy && canStop;
  const off = busy ? !canStop : disabled;
  const why = off && !busy && hint ? hint : null;
  const shown = stopping && category ? text(`status.${category}.stop`) : label;
  return (
    <span className="gu-playwrap">
      <button
        type="button"
        className={`gu-play${busy ? ' is-busy' : ''}`}
        disabled={off}
        onClick={busy ? onStop : onPlay}
        data-testid="house-play"
        data-state={busy ? 'busy' : 'ready'}
        aria-describedby={why ? hintId : undefined}
        title={shown}
      >
        <span className="gu-play__icon" aria-hidden="true">
          {stopping ? (
            <svg viewBox="0 0 24 24">
              <rect x="6" y="6" width="12" height="12" rx="2" fill="currentColor" />
            </svg>
          ) : (
            <svg viewBox="0 0 24 24">
              <path d="M12 4a8 8 0 1 1-7.4 5H2l3.5-4L9 9H6.7A6 6 0 1 0 12 6z" fill="currentColor" />
            </svg>
          )}
        </span>
        <span className="gu-play__label">{shown}</span>
      </button>
      {why ? (
        <span className="gu-play__hint" id={hintId} data-testid="play-hint">
          {why}
        </span>
      ) : null}
    </span>
  );
};
