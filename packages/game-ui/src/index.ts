/**
 * @wl/game-ui — the shared presentation of games: art drawn in code, motion, sound, round pacing and the design rules
 * of a regulated market. See README.md for the API.
 */
export { CardBack, CardFace, cardOf, RANK_GLYPHS, SUITS, type Suit, SuitShape, suitColour } from './art/cards';
export { ChipArt, chipColour } from './art/chips';
export { RoosterArt, type RoosterTone } from './art/rooster';
export { ChipTrayArt, ShoeArt } from './art/table-props';
export { ArtDefs } from './art/defs';
export { DieFace } from './art/dice';
export { CannonBarrel, CannonBase, FishShape, fishLook } from './art/fish';
export { SYMBOL_ART, SYMBOL_NAMES, SymbolIcon, type SymbolName, SymbolSprite } from './art/symbols';
export { BigWin } from './celebrate/BigWin';
export { type RoundCategory, RoundResult } from './celebrate/RoundResult';
export { type GameUi, GameUiProvider, pageSound, usePrefersReducedMotion, useGameUi, useSoundOn } from './context';
export { DiceSet } from './dice/DiceSet';
export { type FishShot, FishTank } from './fish/FishTank';
export { aimAt, fishAt, fishInLine, lanesOf, type SwimmingFish } from './fish/swim';
export { hundredths, RollTrack } from './dice/RollTrack';
export { BIG_WIN_TIERS, bigWinMs, classifyReturn, formatMultiplier, type ReturnInfo, type ReturnKind, type WinTier } from './round/outcome';
export {
  cardPacing,
  dicePacing,
  FISH_FLOOR_MS,
  fishPacing,
  type PacingConfig,
  planReveal,
  type RevealInput,
  revealedAt,
  SLOT_FLOOR_MS,
  slotPacing,
} from './round/reveal-plan';
export {
  type BaccaratSide,
  baccaratDealOrder,
  baccaratShown,
  LIVE_CARD_PACE,
  LIVE_FIGHT_PACE,
  type LiveShow,
  type LiveShowPace,
  liveShowAt,
} from './round/live-show';
export { type RoundOptions, type RoundPhase, type RoundView, useRoundPresenter } from './round/use-round';
export { createStepFeed, type StepFeed, useStepCount } from './round/step-feed';
export { SessionPanel } from './session/SessionPanel';
export { formatElapsed, loadSession, netOf, recordRound, type SessionStats } from './session/session-stats';
export { GameShell, PlayButton } from './shell/GameShell';
export { InfoSheet } from './shell/InfoSheet';
export { Paytable, type PaytableRow } from './shell/Paytable';
export { SoundToggle } from './shell/SoundToggle';
export { SlotMachine, type SlotOutcome, type SlotWin } from './slot/SlotMachine';
export { SlotReels } from './slot/SlotReels';
export { type ShownWin, WinLines } from './slot/WinLines';
export { browserSoundEngine, type Cue, createSoundEngine, SOUND_PREF_KEY, type SoundEngine } from './sound/sound-engine';
export { type BaccaratWinner, BaccaratTable } from './table/BaccaratTable';
export { BetWindow } from './table/BetWindow';
export { CardHand } from './table/CardHand';
export { CockfightPit, type FightWinner, type PitPhase } from './table/CockfightPit';
export { BetSpot, ChipRack, chipFace, chipStack } from './table/Chips';
export { createText, type GameUiPack, gameUiText, type TextFn } from './text/text';
