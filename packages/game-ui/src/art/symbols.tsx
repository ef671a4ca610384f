import { useGameUi } from '../context';
import { ArtDefs } from './defs';
import * as fruit from './symbols-fruit';
import * as premium from './symbols-premium';
import type { SymbolDraw } from './symbols-premium';
import * as royal from './symbols-royal';

/** Every symbol game-ui can draw, by name. A game lists the names of its symbols in its own order. */
export const SYMBOL_ART = {
  wild: premium.wild,
  scatter: premium.scatter,
  crown: premium.crown,
  diamond: premium.diamond,
  bell: premium.bell,
  seven: premium.seven,
  bar: premium.bar,
  star: premium.star,
  coin: premium.coin,
  ruby: premium.ruby,
  emerald: premium.emerald,
  amethyst: premium.amethyst,
  ace: royal.ace,
  king: royal.king,
  queen: royal.queen,
  jack: royal.jack,
  ten: royal.ten,
  nine: royal.nine,
  cherry: fruit.cherry,
  lemon: fruit.lemon,
  orange: fruit.orange,
  plum: fruit.plum,
  grapes: fruit.grapes,
  melon: fruit.melon,
  clover: fruit.clover,
  horseshoe: fruit.horseshoe,
} satisfies Record<string, SymbolDraw>;

export type SymbolName = keyof typeof SYMBOL_ART;
export const SYMBOL_NAMES = Object.keys(SYMBOL_ART) as SymbolName[];

const symbolId = (name: string) => `gu-sym-${name}`;
/** Symbols that carry a word, and the game-ui text it comes from. */
const LABELS: Partial<Record<SymbolName, string>> = { wild: 'symbols.wild', scatter: 'symbols.scatter', bar: 'symbols.bar' };

/**
 * Draws each symbol once, as an SVG <symbol> with the shared gradients, for every cell to <use>: a spinning reel
 * repeats references, not drawings. Render it once inside the game's themed root.
 */
export const SymbolSprite = ({ names }: { names: readonly string[] }) => {
  const { text } = useGameUi();
  return (
    <svg className="gu-sprite" aria-hidden="true" focusable="false" width="0" height="0">
      <defs>
        <ArtDefs />
        {[...new Set(names)].map((name) => {
          const draw = SYMBOL_ART[name as SymbolName];
          if (!draw) return null;
          const label = LABELS[name as SymbolName];
          return (
            <symbol key={name} id={symbolId(name)} viewBox="0 0 100 100">
              {draw({ label: label ? text(label) : '' })}
            </symbol>
          );
        })}
      </defs>
    </svg>
  );
};

/** One symbol, drawn from the sprite (decorative: the cell or list around it says what it is). */
export const SymbolIcon = ({ name, className }: { name: string; className?: string }) => (
  <svg className={className ?? 'gu-symbol'} viewBox="0 0 100 100" aria-hidden="true" focusable="false">
    <use href={`#${symbolId(name)}`} />
  </svg>
);
