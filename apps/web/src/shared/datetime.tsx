import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Dates and times through Intl in the interface language (Urdu gets Urdu month names and its own order, not the
 * browser's default "AM 11:19:01 ,11/23/2026"). `dateTime` is for moments, `date` for calendar days.
 */
export const useDateFormat = () => {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const moment = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
    const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
    return {
      dateTime: (iso: string | Date) => moment.format(new Date(iso)),
      date: (iso: string | Date) => day.format(new Date(iso)),
    };
  }, [i18n.language]);
};

/** A moment shown isolated (<bdi>), so in right-to-left text its digits and separators keep their order. */
export const DateTime = ({ value, className }: { value: string; className?: string }) => {
  const f = useDateFormat();
  return (
    <bdi className={className}>
      <time dateTime={value} data-testid="datetime">
        {f.dateTime(value)}
      </time>
    </bdi>
  );
};
