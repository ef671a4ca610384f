import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../components/ErrorText';
import { useOpenNext } from './use-kyc';

/** "Open next": claims the oldest pending document nobody is reviewing and opens its review, or says none waits. */
export const OpenNextButton = ({ merchant, primary = true }: { merchant: string; primary?: boolean }) => {
  const { t } = useTranslation();
  const { run, none } = useOpenNext(merchant);
  return (
    <div className="kyc-next">
      <button
        type="button"
        className={primary ? 'btn btn--primary' : 'btn'}
        onClick={() => run.mutate()}
        disabled={run.isPending}
        data-testid="kyc-open-next"
      >
        {run.isPending ? t('common.working') : t('kyc.next.button')}
      </button>
      {none ? (
        <p className="muted" role="status" data-testid="kyc-next-none">
          {t('kyc.next.none')}
        </p>
      ) : null}
      <ErrorText error={run.error} />
    </div>
  );
};
