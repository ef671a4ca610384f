import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type MissionPeriod, missionsApi, pointsApi, rebatesApi, vipApi } from '@wl/contracts';
import { call } from '../../shared/client';
import { useLang } from '../../shared/language';
import { useMemberQuery } from '../../shared/member-query';
import { useToken } from '../../shared/session';
import { loyaltyKeys, promoKeys, qk, walletKeys } from '../../shared/query-keys';

export const useRebate = () => {
  const lang = useLang();
  return useMemberQuery([...loyaltyKeys.rebate(), lang], rebatesApi.settings);
};
export const useRankProgress = (enabled = true) => {
  const lang = useLang();
  return useMemberQuery([...loyaltyKeys.vip(), lang], vipApi.rankProgress, undefined, { enabled });
};
export const useRebateHistory = (pageNo: number, category: string | null) =>
  useMemberQuery(loyaltyKeys.rebateHistory(pageNo, category), rebatesApi.history, {
    query: category ? { pageNo, category: category as never } : { pageNo },
  });

/**
 * A loyalty action (claim, redeem, convert): afterwards the loyalty queries, the reward centre, the wallet (money
 * was credited) and member info (the badges) are fetched again.
 */
export const useLoyaltyMutation = <In, Out>(fn: (input: In) => Promise<Out>) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: loyaltyKeys.all }),
        qc.invalidateQueries({ queryKey: promoKeys.all }),
        qc.invalidateQueries({ queryKey: walletKeys.all }),
        qc.invalidateQueries({ queryKey: qk.member.all }),
      ]);
    },
  });
};

export const claimRebate = () => call(rebatesApi.claim, {});

// ─── Missions and the leaderboard ───
export const useMissions = () => {
  const lang = useLang();
  return useMemberQuery([...loyaltyKeys.missions(), lang], missionsApi.overview, undefined, { refetchInterval: 30_000 });
};
export const useLeaderboard = (period: MissionPeriod, enabled: boolean) =>
  useMemberQuery(loyaltyKeys.leaderboard(period), missionsApi.leaderboard, { query: { period } }, { enabled, refetchInterval: 60_000 });
export const claimMission = (body: { missionId: number; periodStart: string }) => call(missionsApi.claim, { body });

// ─── Points mall ───
export const usePointBalance = () => useMemberQuery(loyaltyKeys.points('balance'), pointsApi.balance);
/** Items and rules are public: a visitor sees the mall too. */
export const usePointItems = () => {
  const lang = useLang();
  const token = useToken();
  return useQuery({
    queryKey: [...loyaltyKeys.points('items', lang), token],
    queryFn: ({ signal }) => call(pointsApi.rewards, { signal }),
    staleTime: 15_000,
  });
};
export const usePointConfig = () => {
  const lang = useLang();
  return useQuery({
    queryKey: loyaltyKeys.points('config', lang),
    queryFn: ({ signal }) => call(pointsApi.config, { signal }),
    staleTime: 60_000,
  });
};
export const usePointDetails = (pageNo: number) =>
  useMemberQuery(loyaltyKeys.points('details', pageNo), pointsApi.details, { query: { pageNo } });
export const useRedeemList = (pageNo: number, status: string | null) => {
  const lang = useLang();
  return useMemberQuery(loyaltyKeys.points('redeemed', pageNo, status, lang), pointsApi.redeemList, {
    query: status ? { pageNo, status: status as never } : { pageNo },
  });
};
const newRequestId = () => `pm-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
export const redeemItem = (input: { itemId: number; paymentPassword: string }) =>
  call(pointsApi.redeem, { body: { ...input, requestId: newRequestId() } });
export const convertPoints = (input: { points: number; paymentPassword: string }) =>
  call(pointsApi.convert, { body: { ...input, requestId: newRequestId() } });
