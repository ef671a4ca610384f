import { errorTextKey } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../shared/api';

/**
 * A failed call, in words: the server's own message (it writes it in the language the call carried), else the
 * pack's text for the error code (a network failure has no server message).
 */
export const ErrorText = ({ error }: { error: unknown }) => {
  const { t } = useTranslation();
  if (!error) return null;
  const api = error instanceof ApiError ? error : null;
  const text =
    api?.serverMessage ?? t(errorTextKey(api?.code ?? 'system.error'), { ...api?.params, defaultValue: t('errors.system_error') });
  return (
    <p className="msg msg--error" role="alert" data-testid="error-text" data-code={api?.code ?? 'system.error'}>
      {text}
    </p>
  );
};
