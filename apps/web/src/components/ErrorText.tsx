import { errorTextKey } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../shared/api';
import { FormMessage } from './FormMessage';

/** Shows a failed call as the coded text from the language pack (never the raw server message). */
export const ErrorText = ({ error }: { error: unknown }) => {
  const { t } = useTranslation();
  if (!error) return null;
  const code = errorCodeOf(error);
  return (
    <FormMessage tone="error" testId="error-text" code={code}>
      {t(errorTextKey(code), { defaultValue: t('errors.system_error') })}
    </FormMessage>
  );
};
