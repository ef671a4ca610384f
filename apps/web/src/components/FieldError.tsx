import { errorTextKey } from '@wl/contracts';
import { useTranslation } from 'react-i18next';

/**
 * A form field refused by its contracts rule. The rule's message is the error code the server answers for the same
 * input, so the person reads the same coded text whichever side refused it; a code whose text names values gets
 * them as `params`.
 */
export const FieldError = ({ code, params }: { code?: string; params?: Record<string, string | number> }) => {
  const { t } = useTranslation();
  if (!code) return null;
  return (
    <p className="form-error" role="alert" data-testid="field-error" data-code={code}>
      {t(errorTextKey(code), { ...params, defaultValue: t('errors.system_error') })}
    </p>
  );
};
