import { useGameUi, useSoundOn } from '../context';

/** Sound on/off, off until the player turns it on; remembered for every game of the site. */
export const SoundToggle = () => {
  const { text, sound } = useGameUi();
  const on = useSoundOn(sound);
  return (
    <button
      type="button"
      className={`gu-iconbtn${on ? ' is-on' : ''}`}
      aria-pressed={on}
      aria-label={on ? text('sound.turnOff') : text('sound.turnOn')}
      title={on ? text('sound.on') : text('sound.off')}
      onClick={() => sound.setEnabled(!on)}
      data-testid="sound-toggle"
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
        {on ? (
          <path
            d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        ) : (
          <path d="M16 9l5 6M21 9l-5 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        )}
      </svg>
    </button>
  );
};
