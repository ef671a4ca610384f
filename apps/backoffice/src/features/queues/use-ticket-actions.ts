import { useMutation, useQueryClient } from '@tanstack/react-query';
import { opsApi, type QueueKind, type QueueTicket, queuesOpsApi } from '@wl/contracts';
import { call } from '../../shared/client';
import { boKeys } from '../../shared/query-keys';
import { queueKeys } from './queue-keys';

export type TicketAction =
  | { type: 'claim' }
  | { type: 'hold'; reason: string }
  | { type: 'release' }
  | { type: 'approve' }
  | { type: 'reject'; reason: string };

/** What became of an item after a decision (the page says it, and the ticket closes unless the item stays mine). */
export type TicketOutcome =
  | { type: 'approved'; id: number; amount: string; account: string; fourEyes: { threshold: string } | null }
  | { type: 'rejected'; id: number; account: string }
  | { type: 'held'; id: number }
  | { type: 'released'; id: number };

type Answer = { ticket?: QueueTicket; outcome?: TicketOutcome };

/**
 * A ticket's actions: claim, hold and release through the queue calls; approve and reject through the operator
 * money calls (the server refuses them with `queue.claimed` while another staff member's claim lives). Every answer
 * refreshes the queue's lists; a refusal refreshes the ticket too, so it shows who holds the item now.
 */
export const useTicketActions = (kind: QueueKind, merchant: string, ticket: QueueTicket, onOutcome: (o: TicketOutcome) => void) => {
  const qc = useQueryClient();
  const params = { code: merchant, kind, id: ticket.id };
  const item = { code: merchant, id: ticket.id };
  return useMutation({
    mutationFn: async (a: TicketAction): Promise<Answer> => {
      switch (a.type) {
        case 'claim':
          return { ticket: await call(queuesOpsApi.claim, { params }) };
        case 'hold': {
          const held = await call(queuesOpsApi.hold, { params, body: { reason: a.reason } });
          return { ticket: held, outcome: { type: 'held', id: ticket.id } };
        }
        case 'release':
          await call(queuesOpsApi.release, { params });
          return { outcome: { type: 'released', id: ticket.id } };
        case 'approve': {
          const base = { type: 'approved', id: ticket.id, amount: ticket.amount, account: ticket.account } as const;
          if (kind === 'deposits') {
            await call(opsApi.approveDeposit, { params: item });
            return { outcome: { ...base, fourEyes: null } };
          }
          const paid = await call(opsApi.approveWithdrawal, { params: item });
          return { outcome: { ...base, fourEyes: paid.approval ? { threshold: paid.approval.threshold } : null } };
        }
        case 'reject': {
          const body = { reason: a.reason };
          if (kind === 'deposits') await call(opsApi.rejectDeposit, { params: item, body });
          else await call(opsApi.rejectWithdrawal, { params: item, body });
          return { outcome: { type: 'rejected', id: ticket.id, account: ticket.account } };
        }
      }
    },
    onSuccess: async (answer) => {
      if (answer.ticket) qc.setQueryData(queueKeys.ticket(merchant, kind, ticket.id), answer.ticket);
      if (answer.outcome) onOutcome(answer.outcome);
      if (answer.outcome?.type === 'approved' && answer.outcome.fourEyes)
        await qc.invalidateQueries({ queryKey: boKeys.approvalsAll(merchant) });
      await qc.invalidateQueries({ queryKey: [...queueKeys.all(merchant, kind), 'list'] });
    },
    onError: () => qc.invalidateQueries({ queryKey: queueKeys.all(merchant, kind) }),
  });
};
