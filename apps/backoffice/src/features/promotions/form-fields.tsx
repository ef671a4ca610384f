import { type ReactNode, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

type Common = { label: string; registration: UseFormRegisterReturn; problem?: string | null; hint?: string; testId?: string };

const describedBy = (id: string, hint?: string, problem?: string | null) =>
  [hint ? `${id}-hint` : null, problem ? `${id}-problem` : null].filter(Boolean).join(' ') || undefined;

const Notes = ({ id, hint, problem }: { id: string; hint?: string; problem?: string | null }) => (
  <>
    {hint ? (
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
    ) : null}
    {problem ? (
      <p id={`${id}-problem`} className="field__problem" role="alert" data-testid="field-error">
        {problem}
      </p>
    ) : null}
  </>
);

/** A labelled input of the promotion form (text, number, datetime-local), its hint and, when refused, its rule. */
export const Input = ({
  label,
  registration,
  problem,
  hint,
  testId,
  type = 'text',
  dir,
  inputMode,
}: Common & { type?: string; dir?: 'ltr' | 'rtl' | 'auto'; inputMode?: 'decimal' | 'numeric' | 'text' }) => {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        dir={dir}
        inputMode={inputMode}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy(id, hint, problem)}
        data-testid={testId}
        {...registration}
      />
      <Notes id={id} hint={hint} problem={problem} />
    </div>
  );
};

/** A labelled multi-line text (the promotion's terms, HTML). */
export const TextArea = ({ label, registration, problem, hint, testId, dir }: Common & { dir?: 'ltr' | 'rtl' }) => {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={4}
        dir={dir}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy(id, hint, problem)}
        data-testid={testId}
        {...registration}
      />
      <Notes id={id} hint={hint} problem={problem} />
    </div>
  );
};

/** A labelled choice among fixed values, each with its text. */
export const Select = ({
  label,
  registration,
  problem,
  hint,
  testId,
  options,
}: Common & { options: { value: string; text: string }[] }) => {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} aria-describedby={describedBy(id, hint, problem)} data-testid={testId} {...registration}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.text}
          </option>
        ))}
      </select>
      <Notes id={id} hint={hint} problem={problem} />
    </div>
  );
};

/** One titled part of a long form. */
export const Section = ({ title, children, pairs }: { title: string; children: ReactNode; pairs?: boolean }) => (
  <fieldset className="panel promo-section">
    <legend className="promo-section__title">{title}</legend>
    <div className={pairs ? 'form-row promo-pairs' : 'form-row'}>{children}</div>
  </fieldset>
);
