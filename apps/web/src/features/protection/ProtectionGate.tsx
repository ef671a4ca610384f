import { type RealityCheck, protectionApi } from '@wl/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorText } from '../../components/ErrorText';
import { Modal, ModalConfirm } from '../../components/Modal';
import { closeAuthDialog } from '../../shared/auth-dialog';
import { call } from '../../shared/client';
import { DateTime } from '../../shared/datetime';
import { Money } from '../../shared/money';
import { useToken } from '../../shared/session';
import { dismissNotice, endProtectedSession, realityAnswered, showRealityCheck, useGate } from './gate-store';
import { Duration } from './Duration';
import './protection.css';

const POLL_MS = 60_000;

/**
 * The reality check: time since login and the net position, over everything (the modal makes the page behind it
 * inert, so play pauses) until the member chooses to play on or to stop. It cannot be closed without a choice.
 */
const RealityDialog = ({ check }: { check: RealityCheck }) => {
  const { t } = useTranslation();
  const ack = useMutation({
    mutationFn: (choice: 'continue' | 'stop') => call(protectionApi.realityAck, { body: { checkId: check.checkId, choice } }),
    onSuccess: (v, choice) => {
      if (choice === 'stop' || v.ended) endProtectedSession({ textKey: 'protection.reality.stopped' });
      else realityAnswered(check.checkId);
    },
  });
  return (
    <Modal open title={t('protection.reality.title')} onClose={() => {}} testId="reality-check">
      <p>{t('protection.reality.intro')}</p>
      <dl className="pg-facts">
        <div>
          <dt>{t('protection.reality.played')}</dt>
          <dd data-testid="reality-minutes">
            <Duration minutes={check.minutes} />
          </dd>
        </div>
        <div>
          <dt>{t('protection.reality.since')}</dt>
          <dd>
            <DateTime value={check.since} />
          </dd>
        </div>
        <div>
          <dt>{t('protection.summary.staked')}</dt>
          <dd>
            <Money minor={check.staked} />
          </dd>
        </div>
        <div>
          <dt>{t('protection.summary.won')}</dt>
          <dd>
            <Money minor={check.won} />
          </dd>
        </div>
        <div>
          <dt>{t('protection.summary.net')}</dt>
          <dd data-testid="reality-net" className={BigInt(check.net) < 0n ? 'pg-neg' : undefined}>
            <Money minor={check.net} sign />
          </dd>
        </div>
      </dl>
      <ErrorText error={ack.error} />
      <div className="modal__actions">
        <button type="button" className="btn" disabled={ack.isPending} onClick={() => ack.mutate('stop')} data-testid="reality-stop">
          {t('protection.reality.stop')}
        </button>
        <button
          type="button"
          className="btn btn--primary"
          disabled={ack.isPending}
          onClick={() => ack.mutate('continue')}
          data-autofocus
          data-testid="reality-continue"
        >
          {t('protection.reality.continue')}
        </button>
      </div>
    </Modal>
  );
};

/**
 * Mounted once in the site layout: the reality check (from the member's socket, or asked for when a game page
 * opens) and the notice after player protection signed the member out.
 */
export const ProtectionGate = ({ gamePage, live }: { gamePage: boolean; live: boolean }) => {
  const { t } = useTranslation();
  const token = useToken();
  const { check, notice } = useGate();
  const navigate = useNavigate();

  // A check that fell due while no socket was listening (another tab, a reload) is asked for when a game opens;
  // without the socket (the line is down, or the merchant's chat is off) it is asked for every minute of play.
  useEffect(() => {
    if (!gamePage || !token) return;
    const ctrl = new AbortController();
    const ask = () =>
      call(protectionApi.realityDue, { signal: ctrl.signal })
        .then((due) => due && showRealityCheck(due))
        .catch(() => {});
    void ask();
    const timer = live ? undefined : window.setInterval(ask, POLL_MS);
    return () => {
      ctrl.abort();
      window.clearInterval(timer);
    };
  }, [gamePage, token, live]);

  // Signed out by protection: leave the member's screens for the home page, where the notice says why (not the
  // login pop-up the member screen's guard opens as the session goes).
  useEffect(() => {
    if (!notice) return;
    navigate('/', { replace: true });
    closeAuthDialog();
  }, [notice, navigate]);

  return (
    <>
      {check && token ? <RealityDialog check={check} /> : null}
      <Modal open={Boolean(notice)} title={t('protection.signedOut.title')} onClose={dismissNotice} testId="protection-notice">
        {notice ? (
          <p data-testid="protection-notice-text">
            {t(notice.textKey, { defaultValue: t('errors.system_error') })}
            {notice.until ? (
              <>
                {' '}
                {t('protection.signedOut.until')} <DateTime value={notice.until} />
              </>
            ) : null}
          </p>
        ) : null}
        <ModalConfirm onConfirm={dismissNotice} />
      </Modal>
    </>
  );
};
