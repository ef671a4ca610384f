import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal';
import { useToken } from '../../shared/session';
import { useNotice } from './api';
import { SafeHtml } from '../../components/SafeHtml';
import { closePopups, closedPopups } from './session-cache';

/**
 * Announcement pop-ups: shown once per browser session. Dismissal is stored in session storage, separately for the
 * logged-in and the anonymous state, so logging in can show the member pop-ups even after the visitor's were closed.
 * They wait while another modal (the login or register form opened by /login or /register) is on screen.
 */
export const AnnouncementPopup = () => {
  const { t } = useTranslation();
  const token = useToken();
  const loggedIn = Boolean(token);
  const { data } = useNotice();
  const [, rerender] = useState(0);
  const closed = closedPopups(loggedIn);
  const pending = (data?.popup ?? []).filter((p) => !closed.includes(p.id));
  const first = pending[0];
  if (!first) return null;
  const dismiss = () => {
    closePopups(
      loggedIn,
      pending.map((p) => p.id),
    );
    rerender((n) => n + 1);
  };
  return (
    <Modal open waitForOthers title={t('catalogue.announcement')} onClose={dismiss} testId="announcement-popup" size="md">
      {pending.map((p) => (
        <article key={p.id} className="popup-notice">
          <h3>{p.title}</h3>
          <SafeHtml html={p.content} className="rich-text" />
        </article>
      ))}
      <button type="button" className="btn btn--primary btn--block" onClick={dismiss} data-testid="announcement-close" data-autofocus>
        {t('app.close')}
      </button>
    </Modal>
  );
};
