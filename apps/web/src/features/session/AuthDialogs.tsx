import { useQueryClient } from '@tanstack/react-query';
import { memberKind, sessionApi } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { lazy, Suspense, useCallback, useState } from 'react';
import { ErrorText } from '../../components/ErrorText';
import { LoadingCover } from '../../components/LoadingCover';
import { Modal, ModalConfirm } from '../../components/Modal';
import { call } from '../../shared/client';
import { qk } from '../../shared/query-keys';
import { clearToken } from '../../shared/token';
import { useSystem } from '../../shared/system';
import { closeAuthDialog, openAuthDialog, useAuthDialog } from '../../shared/auth-dialog';
import { useOidcReturn } from './SocialSignIn';
import { completeLogin, freePlayCall } from './auth-api';

// The forms are fetched when a dialog first opens: the home lobby does not carry their code.
const LoginForm = lazy(() => import('./LoginForm').then((m) => ({ default: m.LoginForm })));
const RegisterForm = lazy(() => import('./RegisterForm').then((m) => ({ default: m.RegisterForm })));
const ForgotPasswordForm = lazy(() => import('./ForgotPasswordForm').then((m) => ({ default: m.ForgotPasswordForm })));
const ChangePasswordForm = lazy(() => import('./ChangePasswordForm').then((m) => ({ default: m.ChangePasswordForm })));
const formFallback = <div className="modal__loading" aria-busy="true" />;

const POPUP_ROUTES = ['/login', '/register'];

/** The account pop-ups of the site layout: login, register, the real-account notice and the logout confirm (AuthDialogsLoader). */
export const AuthDialogs = () => {
  const { t } = useTranslation();
  const dialog = useAuthDialog();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { info, flags } = useSystem();
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

  const freePlay = async () => {
    const value = await freePlayCall().catch(() => null);
    if (value) await completeLogin(qc, value);
    closeAuthDialog();
    navigate('/');
  };

  const [oidcError, setOidcError] = useState<unknown>(null);
  const onOidc = useCallback(
    (v: { token: string | null } | null, err?: unknown) => {
      if (err) setOidcError(err);
      if (v?.token) navigate('/');
    },
    [navigate],
  );
  useOidcReturn(onOidc);

  const passwordChanged = () => {
    closeAuthDialog();
    navigate('/');
  };

  // Spec section 4: confirm, call, home; from the agent centre the loader shows and the agent login page follows.
  const [leaving, setLeaving] = useState(false);
  const logout = async () => {
    const fromAgentCentre = pathname.startsWith('/agentHome');
    closeAuthDialog();
    if (fromAgentCentre) setLeaving(true);
    await call(sessionApi.logout).catch(() => null);
    clearToken();
    qc.removeQueries({ queryKey: qk.member.all });
    navigate(fromAgentCentre ? '/agent' : '/', { replace: fromAgentCentre });
    setLeaving(false);
  };

  return (
    <>
      {leaving ? <LoadingCover full /> : null}
      <Modal open={dialog === 'login'} title={t('auth.loginTitle')} onClose={close} testId="login-modal">
        <Suspense fallback={formFallback}>
          <LoginForm idPrefix="login" onSuccess={afterLogin} />
        </Suspense>
        <p className="modal__switch">
          <button type="button" className="link-btn" onClick={() => openAuthDialog('forgot')} data-testid="open-forgot">
            {t('auth.forgot')}
          </button>
          {flags.hasFreePlay ? (
            <button type="button" className="link-btn" onClick={freePlay} data-testid="free-play">
              {t('auth.freePlay')}
            </button>
          ) : null}
        </p>
        <p className="modal__switch">
          {t('auth.noAccount')}{' '}
          <button type="button" className="link-btn" onClick={() => openAuthDialog('register')}>
            {t('nav.register')}
          </button>
        </p>
      </Modal>
      <Modal open={dialog === 'register'} title={t('auth.registerTitle')} onClose={close} testId="register-modal" size="md">
        <Suspense fallback={formFallback}>
          <RegisterForm onSuccess={afterLogin} />
        </Suspense>
        <p className="modal__switch">
          {t('auth.haveAccount')}{' '}
          <button type="button" className="link-btn" onClick={() => openAuthDialog('login')}>
            {t('nav.login')}
          </button>
        </p>
      </Modal>
      <Modal open={Boolean(oidcError)} title={t('app.notice')} onClose={() => setOidcError(null)} testId="oidc-failed">
        <ErrorText error={oidcError} />
      </Modal>
      <Modal open={dialog === 'forgot'} title={t('auth.forgotTitle')} onClose={close} testId="forgot-modal">
        <Suspense fallback={formFallback}>
          <ForgotPasswordForm onSignedIn={() => afterLogin(null)} />
        </Suspense>
      </Modal>
      <Modal open={dialog === 'changePassword'} title={t('agent.changePassword')} onClose={closeAuthDialog} testId="change-password-modal">
        <Suspense fallback={formFallback}>
          <ChangePasswordForm onDone={passwordChanged} />
        </Suspense>
      </Modal>
      <Modal open={dialog === 'forceChange'} title={t('auth.forceChangeTitle')} onClose={() => {}} testId="force-change-modal">
        <p>{t('auth.forceChangeIntro')}</p>
        <Suspense fallback={formFallback}>
          <ChangePasswordForm idPrefix="force" onDone={passwordChanged} />
        </Suspense>
      </Modal>
      <Modal open={dialog === 'needRealAccount'} title={t('app.notice')} onClose={close} testId="need-real-account">
        <p>{t('in_need_true_account')}</p>
        <ModalConfirm onConfirm={close} />
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
