import { DieFace } from '../art/dice';
import { useGameUi } from '../context';
import '../styles/dice.css';

/**
 * Six-sided dice (sic bo, craps-like games): they tumble while the round is asked and land on the answer's faces.
 * `values` is empty until the answer is shown.
 */
export const DiceSet = ({
  count,
  values,
  rolling,
  label,
}: {
  count: number;
  values: readonly number[];
  rolling: boolean;
  label: string;
}) => {
  const { reducedMotion } = useGameUi();
  return (
    <div className="gu-dice" role="img" aria-label={label} data-testid="dice-set" data-rolling={rolling}>
      {Array.from({ length: count }, (_, i) => (
        <span
          // dice are positions in the cup
          // biome-ignore lint/suspicious/noArrayIndexKey: positions
          key={i}
          className={`gu-die${rolling && !reducedMotion ? ' is-rolling' : ''}`}
          style={{ animationDelay: `${i * 70}ms` }}
          data-value={rolling ? undefined : values[i]}
        >
          <DieFace value={rolling ? ((i * 2 + 3) % 6) + 1 : (values[i] ?? 1)} />
        </span>
      ))}
    </div>
  );
};
