import { useTranslation } from 'react-i18next';

/** The payment password a points spend asks for (digits, never remembered by the browser). */
export const PaymentPasswordField = ({ value, onChange, testId }: { value: string; onChange: (v: string) => void; testId?: string }) => {
  const { t } = useTranslation();
  return (
    <label className="field">
      <span>{t('points.paymentPassword')}</span>
      <input
        type="password"
        inputMode="numeric"
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        required
        data-testid={testId}
      />
    </label>
  );
};
