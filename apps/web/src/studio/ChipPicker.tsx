import { useStudio } from './context';

const CHIPS = [100, 200, 500, 1000, 5000];

/** The chip values of a table game's bets: the one picked is what a tap on a spot adds. */
export const ChipPicker = ({ chip, onChip }: { chip: number; onChip: (chip: number) => void }) => {
  const { money } = useStudio();
  return (
    <div className="studio-chips">
      {CHIPS.map((c) => (
        <button key={c} type="button" className={c === chip ? 'is-on' : ''} onClick={() => onChip(c)} data-testid={`chip-${c}`}>
          {money(BigInt(c))}
        </button>
      ))}
    </div>
  );
};
