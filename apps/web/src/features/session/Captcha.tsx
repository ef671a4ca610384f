import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api';
import { useThrottle } from './auth-api';

type CaptchaValue = { captchaId: string; image: string; expiresInSeconds: number };

/** The server-drawn captcha: image, answer field and a refresh (once a second at most). */
export const Captcha = ({
  id,
  value,
  onChange,
  error,
  onId,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  error?: string | null;
  onId: (captchaId: string) => void;
}) => {
  const { t } = useTranslation();
  const throttle = useThrottle();
  const q = useQuery({
    queryKey: ['captcha', id],
    queryFn: () => api<CaptchaValue>('/wps/captcha'),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  useEffect(() => {
    if (q.data) onId(q.data.captchaId);
  }, [q.data, onId]);
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
        ) : null}
        <button type="button" className="btn btn--sm" onClick={() => throttle(() => void q.refetch())}>
          {t('auth.refreshCaptcha')}
        </button>
      </span>
      {error ? <small className="form-error">{error}</small> : null}
    </label>
  );
};
