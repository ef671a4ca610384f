import { type PlayerGraph, type RiskRuleCode, riskRules } from '@wl/contracts';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/client';
import { graphRepo as repo } from './graph.repo';
import { signalsRepo } from './risk.repo';
import { rulesFor } from './rules';

const MAX_NODES = 40;
/** What staff see of a link's value: a device by its first characters, a bank account by its last four, a range whole. */
const masked = (via: string, value: string) =>
  via === 'device' ? `${value.slice(0, 6)}…` : via === 'bank' ? `****${value.replace(/\s/g, '').slice(-4)}` : value;

/**
 * The linked-accounts graph (issue 31): from a player, the accounts sharing a device, a network range, a bank account
 * or identity data, and theirs, two steps out and at most 40 accounts; and the merchant's fraud-rule settings.
 */
export const createGraphService = (deps: { db: Db }) => {
  const { db } = deps;
  return {
    graph: async (merchantId: number, account: string): Promise<PlayerGraph> => {
      const start = await repo.memberByAccount(db, merchantId, account);
      if (start == null) throw new AppError('resource.not_found');
      const depth = new Map<number, number>([[Number(start), 0]]);
      const edges = new Map<string, { from: number; to: number; via: PlayerGraph['edges'][number]['via']; value: string }>();
      let frontier = [Number(start)];
      let truncated = false;
      for (let d = 1; d <= 2 && frontier.length > 0; d++) {
        const next: number[] = [];
        for (const l of await repo.links(db, merchantId, frontier, 200)) {
          const [from, to] = [Number(l.from_id), Number(l.to_id)];
          if (!depth.has(to)) {
            if (depth.size >= MAX_NODES) {
              truncated = true;
              continue;
            }
            depth.set(to, d);
            next.push(to);
          }
          const key = [Math.min(from, to), Math.max(from, to), l.via, l.value].join('|');
          if (!edges.has(key)) edges.set(key, { from, to, via: l.via, value: masked(l.via, l.value) });
        }
        frontier = next;
      }
      const nodes = await repo.nodes(db, [...depth.keys()]);
      const accountOf = new Map(nodes.map((n) => [Number(n.id), n.account]));
      return {
        nodes: nodes
          .map((n) => ({ account: n.account, status: n.status, depth: depth.get(Number(n.id)) ?? 0, cases: Number(n.cases) }))
          .sort((a, b) => a.depth - b.depth || a.account.localeCompare(b.account)),
        edges: [...edges.values()].map((e) => ({
          from: accountOf.get(e.from) ?? '',
          to: accountOf.get(e.to) ?? '',
          via: e.via,
          value: e.value,
        })),
        truncated,
      };
    },

    rules: async (merchantId: number) => {
      const settings = await signalsRepo.settings(db, merchantId);
      const active = rulesFor(settings);
      return (Object.keys(riskRules) as RiskRuleCode[]).map((code) => ({
        code,
        enabled: active.has(code),
        params: { ...riskRules[code].params, ...(settings.find((s) => s.code === code)?.params ?? {}) },
        defaults: { ...riskRules[code].params },
        holds: riskRules[code].holds,
      }));
    },

    setRule: async (merchantId: number, code: string, body: { enabled: boolean; params: Record<string, number> }) => {
      const rule = riskRules[code as RiskRuleCode];
      if (!rule) throw new AppError('resource.not_found');
      if (Object.keys(body.params).some((k) => !(k in rule.params))) throw new AppError('risk.rule_invalid');
      await repo.saveRule(db, merchantId, code, body.enabled, body.params);
    },
  };
};
export type GraphService = ReturnType<typeof createGraphService>;
