import { errorTextKey } from '@wl/contracts';
import { useTranslation } from 'react-i18next';

/** A field refused by its rule, in the coded text the server would answer with. */
export const FieldError = ({ code, params = {} }: { code?: string; params?: Record<string, string | number> }) => {
  const { t } = useTranslation();
  if (!code) return null;
  return (
    <p className="form-error" role="alert" data-testid="field-error" data-code={code}>
      {t(errorTextKey(code), params)}
    </p>
  );
};
