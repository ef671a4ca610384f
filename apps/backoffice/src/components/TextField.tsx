import { type InputHTMLAttributes, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  registration: UseFormRegisterReturn;
  /** The field's rule in words, shown when the field is refused. */
  problem?: string | null;
  hint?: string;
};

/** A labelled input with its hint and, when refused, the rule it broke (tied to the input for screen readers). */
export const TextField = ({ label, registration, problem, hint, className, ...input }: Props) => {
  const id = useId();
  // A hint that states the rule gives way to the same words in red when the field breaks it.
  const showHint = Boolean(hint) && hint !== problem;
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  const describedBy = [showHint ? hintId : null, problem ? problemId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={problem ? true : undefined} aria-describedby={describedBy} {...input} {...registration} />
      {showHint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {problem ? (
        <p id={problemId} className="field__problem" role="alert" data-testid="field-error">
          {problem}
        </p>
      ) : null}
    </div>
  );
};
