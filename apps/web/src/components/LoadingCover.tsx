import { useTranslation } from 'react-i18next';

/** Progress bar across the top while a screen loads; `full` also covers the page (first load). */
export const LoadingCover = ({ full = false }: { full?: boolean }) => {
  const { t } = useTranslation();
  return (
    <div
      className={full ? 'loading-cover loading-cover--full' : 'loading-cover'}
      role="progressbar"
      aria-label={t('app.loading')}
      data-testid="loading-cover"
    >
      <div className="loading-cover__bar" />
      {full ? <div className="spinner" aria-hidden="true" /> : null}
    </div>
  );
};
