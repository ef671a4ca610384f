import { ChipArt, chipColour } from '../art/chips';
import { useGameUi } from '../context';
import '../styles/table.css';

/** Short chip text: 1, 5, 25, 1K, 2.5K (in major units; a chip shows its face value, not the currency). */
export const chipFace = (minor: bigint, decimals = 2) => {
  const unit = 10n ** BigInt(decimals);
  const major = Number(minor) / Number(unit);
  if (major >= 1_000_000) return `${+(major / 1_000_000).toFixed(1)}M`;
  if (major >= 1000) return `${+(major / 1000).toFixed(1)}K`;
  return `${+major.toFixed(2)}`;
};

/** The chip values a player picks from (minor units, cheapest first). */
export const ChipRack = ({
  values,
  selected,
  onSelect,
  decimals = 2,
}: {
  values: readonly bigint[];
  selected: bigint;
  onSelect: (value: bigint) => void;
  decimals?: number;
}) => {
  const { text, money, sound } = useGameUi();
  return (
    <fieldset className="gu-rack" data-testid="chip-rack">
      <legend className="visually-hidden">{text('chips.rack')}</legend>
      {values.map((v, i) => (
        <button
          key={v.toString()}
          type="button"
          aria-pressed={v === selected}
          aria-label={money(v)}
          className={`gu-chip${v === selected ? ' is-selected' : ''}`}
          onClick={() => {
            sound.play('click');
            onSelect(v);
          }}
          data-testid={`chip-${v}`}
        >
          <ChipArt colour={chipColour(i)} label={chipFace(v, decimals)} />
        </button>
      ))}
    </fieldset>
  );
};

/** Which chips make up an amount, largest first (for the stack on a bet spot); at most `max` chips drawn. */
export const chipStack = (amount: bigint, values: readonly bigint[], max = 5): number[] => {
  const out: number[] = [];
  let left = amount;
  for (let i = values.length - 1; i >= 0 && out.length < max; i--) {
    const v = values[i]!;
    while (left >= v && out.length < max) {
      out.push(i);
      left -= v;
    }
  }
  return out;
};

/** A place on the table to put chips: tap adds the selected chip. Shows the stack and the amount on it. */
export const BetSpot = ({
  label,
  pays,
  amount,
  values,
  onAdd,
  disabled,
  won,
  testId,
  decimals = 2,
  size = 'large',
}: {
  label: string;
  pays: string;
  amount: bigint;
  values: readonly bigint[];
  onAdd: () => void;
  disabled: boolean;
  won?: boolean;
  testId: string;
  decimals?: number;
  size?: 'large' | 'small';
}) => {
  const { text, money, sound } = useGameUi();
  const stack = chipStack(amount, values);
  return (
    <button
      type="button"
      className={`gu-spot gu-spot--${size}${amount > 0n ? ' has-chips' : ''}${won ? ' is-won' : ''}`}
      onClick={() => {
        sound.play('chip');
        onAdd();
      }}
      disabled={disabled}
      data-testid={testId}
      data-amount={amount.toString()}
      aria-label={text('chips.onSpot', { spot: label, amount: money(amount) })}
    >
      <span className="gu-spot__label">{label}</span>
      <span className="gu-spot__pays">{pays}</span>
      <span className="gu-spot__stack" aria-hidden="true">
        {stack.map((i, n) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a stack's chips are positions
          <span key={n} className="gu-spot__chip" style={{ ['--n' as string]: n }}>
            <ChipArt colour={chipColour(i)} label={chipFace(values[i]!, decimals)} />
          </span>
        ))}
      </span>
      <span className="gu-spot__amount">{amount > 0n ? <bdi>{money(amount)}</bdi> : '\u00a0'}</span>
    </button>
  );
};
