import { dateFormatters } from '@wl/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystem } from './system';

/**
 * Dates and times through Intl in the interface language (Urdu gets Urdu month names, its own order and its own words
 * for the time of day, not a Latin "PM" that lands before the time), all in the merchant's time zone, the one its
 * "today" is counted in, so a bet just after its midnight shows that day's date and a chat message the same clock as
 * the records. `dateTime` is for moments, `date` for calendar days, `time` for a time of day alone, `clock` for a
 * running clock; `timeZone` is the zone they use (undefined while the merchant is not known: the browser's).
 */
export const useDateFormat = () => {
  const { i18n } = useTranslation();
  const zone = useSystem().info?.timeZone;
  return useMemo(() => dateFormatters(i18n.language, zone), [i18n.language, zone]);
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
