import type { RegisterRule } from '@wl/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ruleText } from './field-message';

/**
 * A field of a password form: its input registered with the form, and the schema's problem with it (a message key)
 * in the words of the merchant's rule.
 */
export const RuleField = ({
  id,
  label,
  type,
  autoComplete,
  registration,
  problem,
  rule,
  autoFocus,
}: {
  id: string;
  label: string;
  type: 'text' | 'password';
  autoComplete: string;
  registration: UseFormRegisterReturn;
  problem: string | undefined;
  rule: Pick<RegisterRule, 'minLength' | 'maxLength'> | undefined;
  autoFocus: boolean;
}) => {
  const { t } = useTranslation();
  return (
    <label className="field" htmlFor={id}>
      <span>{label}</span>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        {...registration}
        aria-invalid={Boolean(problem)}
        data-autofocus={autoFocus ? true : undefined}
      />
      {problem ? <small className="form-error">{ruleText(t, problem, rule)}</small> : null}
    </label>
  );
};
