import { useQuery } from '@tanstack/react-query';
import { decryptCsLink } from '@wl/contracts';
import { useSystem } from './system';

export type CsLink = { csType: string; url: string; displayName: string | null };

const SAFE = /^(https?:|mailto:|tel:)/i;

/**
 * Customer-service links arrive encrypted; only links that decrypt to a safe address are kept. `settled` is true
 * once every configured link has been tried (so "none usable" can be told apart from "still decrypting").
 */
export const useCsLinksState = (): { data: CsLink[]; settled: boolean } => {
  const { info } = useSystem();
  const items = info?.customerService ?? [];
  const { data, isSuccess } = useQuery({
    queryKey: ['system', 'csLinks', items.map((i) => i.path)],
    queryFn: async () => {
      const out: CsLink[] = [];
      for (const item of items) {
        const url = await decryptCsLink(item.path);
        if (url && SAFE.test(url)) out.push({ csType: item.csType.toUpperCase(), url, displayName: item.displayName });
      }
      return out;
    },
    staleTime: Infinity,
    enabled: items.length > 0,
  });
  return { data: data ?? [], settled: items.length === 0 || isSuccess };
};

export const useCsLinks = (): CsLink[] => useCsLinksState().data;

/** The link the customer-service buttons open: live chat first, else the first one. */
export const pickSupportLink = (links: CsLink[]) => links.find((l) => l.csType === 'LIVECHAT') ?? links[0];
