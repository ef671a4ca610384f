import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingCover } from '../../components/LoadingCover';
import { Modal } from '../../components/Modal';
import { useSystem } from '../../shared/system';

/** The form (and its form library) loads when the player opens it, not with every page that shows the button. */
const FeedbackForm = lazy(() => import('./FeedbackForm').then((m) => ({ default: m.FeedbackForm })));

/** Opens the feedback form in a modal; shown only while the merchant's feedback module (FEEDBACK3) is on. */
export const FeedbackButton = ({
  className = 'btn btn--sm',
  label,
  testId = 'feedback-open',
}: {
  className?: string;
  label?: ReactNode;
  testId?: string;
}) => {
  const { t } = useTranslation();
  const { modules } = useSystem();
  const [open, setOpen] = useState(false);
  if (modules.FEEDBACK3 !== true) return null;
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)} data-testid={testId} title={t('feedback.title')}>
        {label ?? t('feedback.title')}
      </button>
      <Modal open={open} title={t('feedback.title')} onClose={() => setOpen(false)} testId="feedback-modal" size="md">
        {open ? (
          <Suspense fallback={<LoadingCover />}>
            <FeedbackForm onDone={() => setOpen(false)} />
          </Suspense>
        ) : null}
      </Modal>
    </>
  );
};
