import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchantFacts } from './merchant-facts';

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
 * Dates and numbers through Intl in the interface language; moments in the zone of the merchant being worked on (the
 * browser's while platform staff have picked none).
 */
export const useFormat = () => {
  const { i18n } = useTranslation();
  const timeZone = zoneOrLocal(useMerchantFacts().zone);
  return useMemo(() => {
    const moment = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone });
    const number = new Intl.NumberFormat(i18n.language);
    return {
      dateTime: (iso: string | null | undefined) => (iso ? moment.format(new Date(iso)) : ''),
      number: (n: number) => number.format(n),
    };
  }, [i18n.language, timeZone]);
};
