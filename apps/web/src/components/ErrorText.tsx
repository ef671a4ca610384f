import { errorTextKey } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { ApiError, errorCodeOf, errorParamsOf } from '../shared/api';
import { FormMessage } from './FormMessage';

const remainingOf = (error: unknown): number | null => {
  const v = error instanceof ApiError ? (error.value as { remaining?: unknown } | null) : null;
  return typeof v?.remaining === 'number' ? v.remaining : null;
};

/**
 * Shows a failed call as the coded text from the language pack (never the raw server message), filled with the
 * values the server sent for it (`{{min}}`, `{{minutes}}` …). A failed sign-in with one try left adds the warning
 * that the next wrong password locks the account.
 */
export const ErrorText = ({ error }: { error: unknown }) => {
  const { t } = useTranslation();
  if (!error) return null;
  const code = errorCodeOf(error);
  const params = errorParamsOf(error);
  const lastTry = remainingOf(error) === 1 && params.minutes !== undefined;
  return (
    <FormMessage tone="error" testId="error-text" code={code}>
      {t(errorTextKey(code), { ...params, defaultValue: t('errors.system_error') })}
      {lastTry ? (
        <>
          {' '}
          <strong data-testid="last-try-warning">{t('auth.lastTry', { minutes: params.minutes })}</strong>
        </>
      ) : null}
    </FormMessage>
  );
};
