import { useQuery } from '@tanstack/react-query';
import { accountsApi } from '@wl/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../shared/client';
import { useThrottle } from './auth-api';

/**
 * The captcha a form carries. The server uses a captcha up on every try (a wrong password or a refused registration
 * too), so the form calls `renew()` after each failed submit: a new image is drawn and the old id is forgotten.
 */
export const useCaptcha = () => {
  const [round, setRound] = useState(0);
  const [captchaId, setCaptchaId] = useState('');
  const onId = useCallback((id: string) => setCaptchaId(id), []);
  const renew = useCallback(() => {
    setCaptchaId('');
    setRound((n) => n + 1);
  }, []);
  return { round, captchaId, onId, renew };
};

/** The server-drawn captcha: image, answer field and a refresh (once a second at most). */
export const Captcha = ({
  id,
  round,
  value,
  onChange,
  error,
  onId,
}: {
  id: string;
  /** From useCaptcha: each new round is a new image (a cached one would be an id the server has already used). */
  round: number;
  value: string;
  onChange: (v: string) => void;
  error?: string | null;
  onId: (captchaId: string) => void;
}) => {
  const { t } = useTranslation();
  const throttle = useThrottle();
  const q = useQuery({
    queryKey: ['captcha', id, round],
    queryFn: ({ signal }) => call(accountsApi.captcha, { signal }),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  useEffect(() => {
    if (q.data) onId(q.data.captchaId);
  }, [q.data, onId]);
  const refresh = () =>
    throttle(() => {
      onChange('');
      void q.refetch();
    });
  return (
    <label className="field" htmlFor={id}>
      <span>{t('auth.captcha')}</span>
      <span className="captcha">
        <input
          id={id}
          name="captcha"
          value={value}
          autoComplete="off"
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={Boolean(error)}
        />
        {q.data ? (
          <img
            src={q.data.image}
            alt={t('auth.captcha')}
            width={120}
            height={44}
            data-testid="captcha-image"
            data-captcha-id={q.data.captchaId}
          />
        ) : (
          // The new image's place is kept while it loads, so the row does not jump.
          <span className="captcha__wait" aria-busy="true" />
        )}
        <button type="button" className="btn btn--sm" onClick={refresh} data-testid={`${id}-refresh`}>
          {t('auth.refreshCaptcha')}
        </button>
      </span>
      {error ? <small className="form-error">{error}</small> : null}
    </label>
  );
};
