import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingCover } from '../../components/LoadingCover';
import { Modal } from '../../components/Modal';
import { closeHelpDialog, useHelpDialog } from '../../shared/help-dialog';

/** The articles (and the HTML sanitiser they need) load when the modal first opens. */
const HelpContent = lazy(() => import('./HelpCentre').then((m) => ({ default: m.HelpContent })));

/** The help centre as the modal of spec section 2 (side menu), over whatever page is open. */
export const HelpModal = () => {
  const { t } = useTranslation();
  const open = useHelpDialog();
  return (
    <Modal open={open} title={t('screens.help')} onClose={closeHelpDialog} testId="help-modal" size="md">
      {open ? (
        <Suspense fallback={<LoadingCover />}>
          <HelpContent />
        </Suspense>
      ) : null}
    </Modal>
  );
};
