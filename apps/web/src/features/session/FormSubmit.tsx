import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../components/ErrorText';

/** A sign-in or account form's end: why the last submit failed, and the submit (its label, or "loading" while busy). */
export const FormSubmit = ({ error, busy, label }: { error: unknown; busy: boolean; label?: string }) => {
  const { t } = useTranslation();
  return (
    <>
      <ErrorText error={error} />
      <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
        {busy ? t('app.loading') : (label ?? t('app.confirm'))}
      </button>
    </>
  );
};
