import { errorTextKey } from '@wl/contracts';
import { useTranslation } from 'react-i18next';

/**
 * A form field refused by its contracts rule. The rule's message is the error code the server answers for the same
 * input, so the person reads the same coded text whichever side refused it.
 */
export const FieldError = ({ code }: { code?: string }) => {
  const { t } = useTranslation();
  if (!code) return null;
  return (
    <p className="form-error" role="alert" data-testid="field-error" data-code={code}>
      {t(errorTextKey(code), { defaultValue: t('errors.system_error') })}
    </p>
  );
};
