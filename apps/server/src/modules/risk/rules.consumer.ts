import type { DomainEvent, EventType } from '../outbox';
import type { Clock } from '../../core/clock';
import type { Db } from '../../db/client';
import { riskRepo, signalsRepo } from './risk.repo';
import { ruleEvaluations, rulesFor } from './rules';

/** The events the fraud rules follow. */
export const ruleEvents = [...new Set(Object.values(ruleEvaluations).flatMap((r) => r.on))] as EventType[];

/**
 * The fraud rules' consumer (issue 31): each event is given to the rules that follow its type, with the merchant's
 * parameters; a hit opens a case of the rule's code with its evidence (one open case per member and rule), holding
 * withdrawals where the rule says so — all in the consumer's transaction, with its checkpoint. Off the request path.
 */
export const createRulesConsumer = (deps: { now?: Clock }) => {
  const now = deps.now ?? (() => new Date());
  return async (events: DomainEvent[], tx: Db) => {
    const settings = new Map<number, ReturnType<typeof rulesFor>>();
    const at = now();
    for (const e of events) {
      if (e.subjectId == null) continue;
      let rules = settings.get(e.merchantId);
      if (!rules) {
        rules = rulesFor(await signalsRepo.settings(tx, e.merchantId));
        settings.set(e.merchantId, rules);
      }
      for (const [code, r] of Object.entries(ruleEvaluations)) {
        const set = rules.get(code as keyof typeof ruleEvaluations);
        if (!set || !r.on.includes(e.type)) continue;
        const evidence = await r.evaluate({ tx, e, merchantId: e.merchantId, memberId: e.subjectId, p: set.params, at });
        if (evidence)
          await riskRepo.open(tx, {
            merchantId: e.merchantId,
            memberId: e.subjectId,
            kind: code,
            holds: set.holds,
            evidence: { ...evidence, event: e.type },
          });
      }
    }
  };
};
