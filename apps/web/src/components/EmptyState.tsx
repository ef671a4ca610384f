import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The no-data state of a list (spec section 8: empty lists show 'in_no_data'). */
export const EmptyState = ({ children, text }: { children?: ReactNode; text?: string }) => {
  const { t } = useTranslation();
  return (
    <div className="empty" data-testid="empty-state">
      <svg className="empty__icon" viewBox="0 0 48 48" aria-hidden="true">
        <rect x="6" y="12" width="36" height="26" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M6 20h36M16 28h16" stroke="currentColor" strokeWidth="2" />
      </svg>
      <p>{text ?? t('in_no_data')}</p>
      {children}
    </div>
  );
};
