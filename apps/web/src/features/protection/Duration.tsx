import { useTranslation } from 'react-i18next';
import { hoursMinutes } from './limit-rows';

/** Minutes as "1 h 05 min" (or "12 min"). */
export const Duration = ({ minutes }: { minutes: number }) => {
  const { t } = useTranslation();
  const { h, m } = hoursMinutes(minutes);
  return <bdi>{h > 0 ? t('protection.hoursMinutes', { h, m: String(m).padStart(2, '0') }) : t('protection.minutesShort', { m })}</bdi>;
};
