import { errorTextKey } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, errorParamsOf } from '../../shared/api';

/** The text of a refused call, in the interface language (the system error when its code has no text). */
export const useErrorText = () => {
  const { t } = useTranslation();
  return (err: unknown) => t(errorTextKey(errorCodeOf(err)), { ...errorParamsOf(err), defaultValue: t('errors.system_error') });
};
