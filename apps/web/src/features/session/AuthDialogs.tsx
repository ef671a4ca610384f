import { useQueryClient } from '@tanstack/react-query';
import { memberKind } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Modal } from '../../components/Modal';
import { api } from '../../lib/api';
import { qk } from '../../lib/query-keys';
import { clearToken } from '../../lib/session';
import { useSystem } from '../system/api';
import { closeAuthDialog, openAuthDialog, useAuthDialog } from './auth-ui';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

const POPUP_ROUTES = ['/login', '/register'];

/** The account pop-ups of the site layout: login, register, the real-account notice and the logout confirm. */
export const AuthDialogs = () => {
  const { t } = useTranslation();
  const dialog = useAuthDialog();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { info } = useSystem();
  const qc = useQueryClient();

  /** Closing a pop-up opened by /login or /register leaves that address for the home page. */
  const close = () => {
    closeAuthDialog();
    if (POPUP_ROUTES.includes(pathname)) navigate('/', { replace: true });
  };

  const afterLogin = (member: { type: number } | null) => {
    closeAuthDialog();
    if (member && memberKind(Number(member.type), info?.settings) === 'agent') navigate('/agentHome');
    else if (POPUP_ROUTES.includes(pathname)) navigate('/', { replace: true });
  };

  const logout = async () => {
    await api('/wps/session/logout', { method: 'DELETE' }).catch(() => null);
    clearToken();
    qc.removeQueries({ queryKey: qk.member.all });
    closeAuthDialog();
    navigate('/');
  };

  return (
    <>
      <Modal open={dialog === 'login'} title={t('auth.loginTitle')} onClose={close} testId="login-modal">
        <LoginForm idPrefix="login" onSuccess={afterLogin} />
        <p className="modal__switch">
          {t('auth.noAccount')}{' '}
          <button type="button" className="link-btn" onClick={() => openAuthDialog('register')}>
            {t('nav.register')}
          </button>
        </p>
      </Modal>
      <Modal open={dialog === 'register'} title={t('auth.registerTitle')} onClose={close} testId="register-modal" size="md">
        <RegisterForm onSuccess={() => afterLogin(null)} />
        <p className="modal__switch">
          {t('auth.haveAccount')}{' '}
          <button type="button" className="link-btn" onClick={() => openAuthDialog('login')}>
            {t('nav.login')}
          </button>
        </p>
      </Modal>
      <Modal open={dialog === 'needRealAccount'} title={t('app.notice')} onClose={close} testId="need-real-account">
        <p>{t('in_need_true_account')}</p>
        <div className="modal__actions">
          <button type="button" className="btn btn--primary" onClick={close}>
            {t('app.confirm')}
          </button>
        </div>
      </Modal>
      <Modal open={dialog === 'logout'} title={t('nav.logout')} onClose={closeAuthDialog} testId="logout-confirm">
        <p>{t('auth.logoutConfirm')}</p>
        <div className="modal__actions">
          <button type="button" className="btn" onClick={closeAuthDialog}>
            {t('app.cancel')}
          </button>
          <button type="button" className="btn btn--primary" onClick={logout}>
            {t('nav.logout')}
          </button>
        </div>
      </Modal>
    </>
  );
};
