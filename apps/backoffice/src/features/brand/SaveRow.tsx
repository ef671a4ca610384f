import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../components/ErrorText';

/** A tab's save button with the server's refusal above it and a quiet "saved" beside it. */
export const SaveRow = ({
  onSave,
  disabled,
  pending,
  saved,
  error,
  testId,
}: {
  onSave: () => void;
  disabled?: boolean;
  pending: boolean;
  saved: boolean;
  error: unknown;
  testId: string;
}) => {
  const { t } = useTranslation();
  return (
    <div className="stack">
      <ErrorText error={error} />
      <div className="actions actions--start">
        <button type="button" className="btn btn--primary" disabled={disabled || pending} onClick={onSave} data-testid={`${testId}-save`}>
          {pending ? t('common.working') : t('brand.save')}
        </button>
        {saved ? (
          <span className="msg msg--ok" role="status" data-testid={`${testId}-saved`}>
            {t('brand.saved')}
          </span>
        ) : null}
      </div>
    </div>
  );
};
