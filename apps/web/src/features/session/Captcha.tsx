import { useQuery } from '@tanstack/react-query';
import { accountsApi } from '@wl/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../shared/client';
import { useThrottle } from './auth-api';

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
    queryFn: ({ signal }) => call(accountsApi.captcha, { signal }),
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
