import { useQuery } from '@tanstack/react-query';
import { systemApi } from '@wl/contracts';
import { call } from './client';
import { useMerchantCode } from './merchant-choice';
import { useMe } from './me';
import { boKeys } from './query-keys';

export type MerchantFacts = { currency: string | null; zone: string | undefined };

/**
 * The currency and time zone of the merchant being worked on: merchant staff have them on their profile; for platform
 * staff they come from the merchant's public status (the player site's call, with the chosen merchant's header).
 */
export const useMerchantFacts = (): MerchantFacts => {
  const me = useMe();
  const code = useMerchantCode();
  const own = me.merchant;
  const { data } = useQuery({
    queryKey: boKeys.merchantFacts(code ?? ''),
    queryFn: async () => {
      const status = await call(systemApi.status, {}, { headers: { Merchant: code ?? '', Device: 'WEB' } });
      return { currency: status.info.brand.currency.code, zone: status.info.timeZone };
    },
    enabled: own === null && code !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  if (own) return { currency: own.currency, zone: own.zone };
  return { currency: data?.currency ?? null, zone: data?.zone };
};
