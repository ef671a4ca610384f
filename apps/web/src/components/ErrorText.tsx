import { errorTextKey } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../shared/api';

/** Shows a failed call as the coded text from the language pack (never the raw server message). */
export const ErrorText = ({ error }: { error: unknown }) => {
  const { t } = useTranslation();
  if (!error) return null;
  const code = errorCodeOf(error);
  return (
    <p className="form-error" role="alert" data-testid="error-text" data-code={code}>
      {t(errorTextKey(code), { defaultValue: t('errors.system_error') })}
    </p>
  );
};
