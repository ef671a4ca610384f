import { dateFormatters } from '@wl/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchantFacts } from './merchant-facts';

/**
 * Dates and numbers through Intl in the interface language (the player site's formatters: Urdu reads its own words for
 * the time of day); moments to the minute in the zone of the merchant being worked on (the browser's while platform
 * staff have picked none).
 */
export const useFormat = () => {
  const { i18n } = useTranslation();
  const zone = useMerchantFacts().zone;
  return useMemo(() => {
    const dates = dateFormatters(i18n.language, zone);
    const number = new Intl.NumberFormat(i18n.language);
    return {
      dateTime: (iso: string | null | undefined) => (iso ? dates.dateTimeShort(iso) : ''),
      number: (n: number) => number.format(n),
    };
  }, [i18n.language, zone]);
};
