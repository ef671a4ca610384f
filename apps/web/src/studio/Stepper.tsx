import { useStudio } from './context';

/** The stakes the instant games and video poker step through. */
export const STAKES = [10, 20, 50, 100, 200, 500, 1000, 2000, 5000];

/** A value stepped through a fixed list (the stake, limbo's target), shown as money. */
export const Stepper = ({
  value,
  values,
  onChange,
  disabled,
  label,
}: {
  value: number;
  values: number[];
  onChange: (v: number) => void;
  disabled: boolean;
  label: string;
}) => {
  const { money } = useStudio();
  const i = values.indexOf(value);
  return (
    <fieldset className="studio-stepper">
      <legend>{label}</legend>
      <button type="button" disabled={disabled || i <= 0} onClick={() => onChange(values[i - 1]!)} data-testid="stake-less">
        −
      </button>
      <bdi data-testid="stake-value">{money(BigInt(value))}</bdi>
      <button type="button" disabled={disabled || i >= values.length - 1} onClick={() => onChange(values[i + 1]!)} data-testid="stake-more">
        +
      </button>
    </fieldset>
  );
};
