import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';
import { browserSoundEngine, type SoundEngine } from './sound/sound-engine';
import { createText, gameUiText, type TextFn } from './text/text';

export interface GameUi {
  /** game-ui's texts (keys of text/en.json); the web passes its i18n `t` under the `gameUi.` prefix. */
  text: TextFn;
  /** Minor units → the merchant's money text (currency and decimals are the host's business). */
  money: (minor: bigint) => string;
  sound: SoundEngine;
  /** The player asked for less motion (prefers-reduced-motion, or the host's own setting). */
  reducedMotion: boolean;
}

const defaultMoney = (minor: bigint) => {
  const sign = minor < 0n ? '-' : '';
  const abs = minor < 0n ? -minor : minor;
  return `${sign}${(abs / 100n).toLocaleString('en-US')}.${String(abs % 100n).padStart(2, '0')}`;
};

let sharedSound: SoundEngine | null = null;
/** One engine per page: the mute choice is the same in every game component. */
export const pageSound = () => {
  sharedSound ??= browserSoundEngine();
  return sharedSound;
};

const Ctx = createContext<GameUi | null>(null);

type ProviderProps = { children?: ReactNode } & Partial<Omit<GameUi, 'reducedMotion'>> & { reducedMotion?: boolean };

/** Gives the game components their texts, money format, sound and motion preference. */
export const GameUiProvider = ({ children, text, money, sound, reducedMotion }: ProviderProps) => {
  const prefersReduced = usePrefersReducedMotion();
  const value = useMemo<GameUi>(
    () => ({
      text: text ?? createText(gameUiText.en),
      money: money ?? defaultMoney,
      sound: sound ?? pageSound(),
      reducedMotion: reducedMotion ?? prefersReduced,
    }),
    [text, money, sound, reducedMotion, prefersReduced],
  );
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
};

export const useGameUi = (): GameUi => {
  const v = useContext(Ctx);
  if (!v) throw new Error('game-ui components need a <GameUiProvider>');
  return v;
};

const REDUCED_QUERY = '(prefers-reduced-motion: reduce)';
const subscribeReduced = (onChange: () => void) => {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const mq = window.matchMedia(REDUCED_QUERY);
  mq.addEventListener('change', onChange);
  return () => mq.removeEventListener('change', onChange);
};
const readReduced = () => typeof window !== 'undefined' && !!window.matchMedia?.(REDUCED_QUERY).matches;

/** prefers-reduced-motion, live (the player may change it while playing). */
export const usePrefersReducedMotion = () => useSyncExternalStore(subscribeReduced, readReduced, () => false);

/** Whether sound is on, re-rendering when the player switches it. */
export const useSoundOn = (sound: SoundEngine) => useSyncExternalStore(sound.subscribe, sound.enabled, () => false);
