import type { QueueKind } from '@wl/contracts';

/** Query keys of the money queues: one merchant's queue of one kind, its views and its tickets. */
export const queueKeys = {
  all: (merchant: string, kind: QueueKind) => ['queues', merchant, kind] as const,
  list: (merchant: string, kind: QueueKind, view: string) => ['queues', merchant, kind, 'list', view] as const,
  ticket: (merchant: string, kind: QueueKind, id: number) => ['queues', merchant, kind, 'ticket', id] as const,
};
