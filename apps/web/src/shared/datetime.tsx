import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystem } from './system';

/** A zone name this browser knows; otherwise its own zone (a wrong name would throw on every date). */
const zoneOrLocal = (timeZone: string | undefined): string | undefined => {
  if (!timeZone) return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return undefined;
  }
};

/**
 * Dates and times through Intl in the interface language (Urdu gets Urdu month names and its own order, not the
 * browser's default "AM 11:19:01 ,11/23/2026"). `dateTime` is for moments, `date` for calendar days. Both in the
 * merchant's time zone, the one its "today" is counted in, so a bet just after its midnight shows that day's date.
 */
export const useDateFormat = () => {
  const { i18n } = useTranslation();
  const timeZone = zoneOrLocal(useSystem().info?.timeZone);
  return useMemo(() => {
    const moment = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium', timeZone });
    const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone });
    return {
      dateTime: (iso: string | Date) => moment.format(new Date(iso)),
      date: (iso: string | Date) => day.format(new Date(iso)),
    };
  }, [i18n.language, timeZone]);
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
