import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { promotionsApi } from '@wl/contracts';
import { call } from '../../shared/client';
import { useLang } from '../../shared/language';
import { useMemberQuery } from '../../shared/member-query';
import { promoKeys, qk, walletKeys } from '../../shared/query-keys';
import { useToken } from '../../shared/session';

/** Promotion categories (the filter chips). */
export const useCategories = () => {
  const lang = useLang();
  return useQuery({
    queryKey: [...promoKeys.categories(), lang],
    queryFn: ({ signal }) => call(promotionsApi.categories, { signal }),
    staleTime: 60_000,
  });
};

/** The merchant's promotions; signed in, each carries the member's status (the token is part of the key). */
export const usePromotions = (category: string | null) => {
  const token = useToken();
  const lang = useLang();
  return useQuery({
    queryKey: [...promoKeys.list(category, token), lang],
    queryFn: ({ signal }) => call(promotionsApi.list, { query: category ? { category } : {}, signal }),
    staleTime: 15_000,
  });
};

export const usePromotion = (id: number | null) => {
  const token = useToken();
  const lang = useLang();
  return useQuery({
    queryKey: [...promoKeys.detail(id ?? 0, token), lang],
    queryFn: ({ signal }) => call(promotionsApi.detail, { params: { id: id ?? 0 }, signal }),
    enabled: id != null,
    staleTime: 5_000,
  });
};

export const useRewardCentre = () => {
  const lang = useLang();
  return useMemberQuery([...promoKeys.rewards(), lang], promotionsApi.rewardCentre);
};
export const useBonusDetails = () => {
  const lang = useLang();
  return useMemberQuery([...promoKeys.bonuses(), lang], promotionsApi.bonusDetails);
};

/**
 * A promotion or reward action: afterwards every promotion query, the wallet (a claim credits it) and member info
 * (the unclaimed count of the badges) are fetched again.
 */
export const usePromoMutation = <In, Out>(fn: (input: In) => Promise<Out>) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: promoKeys.all }),
        qc.invalidateQueries({ queryKey: walletKeys.all }),
        qc.invalidateQueries({ queryKey: qk.member.all }),
      ]);
    },
  });
};

export const joinPromotion = (id: number) => call(promotionsApi.join, { params: { id } });
export const applyPromotion = ({ id, form }: { id: number; form: FormData }) => call(promotionsApi.apply, { params: { id }, body: form });
export const claimReward = (id: number) => call(promotionsApi.claimReward, { params: { id } });
export const drawRaffle = (promotionId: number) => call(promotionsApi.raffleClaim, { body: { promotionId } });
