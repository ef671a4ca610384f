import { z } from 'zod';
import { defineEndpoints } from '../endpoint';
import { queueHoldBody, queueListValue, queueParams, queueQuery, queueTicketValue } from '../queues';
import { pathId } from './ops-params';

const tags = ['backoffice'];
const ticket = queueParams.extend({ id: pathId });

/** Deposits and withdrawals as work queues: list, open next, claim, hold, release (deciding uses the ops calls). */
export const queuesOpsApi = defineEndpoints('queuesOps', {
  list: {
    method: 'GET',
    path: '/ops/v1/merchants/:code/queues/:kind',
    auth: 'ops',
    params: queueParams,
    query: queueQuery,
    value: queueListValue,
    summary: 'Pending items of a queue (open, claimed by me, held), oldest first, with the counts of each view',
    tags,
  },
  next: {
    method: 'POST',
    path: '/ops/v1/merchants/:code/queues/:kind/next',
    auth: 'ops',
    params: queueParams,
    value: queueTicketValue.nullable(),
    summary: 'Claim the oldest open item (or my own open claim) and answer its ticket; null when the queue is empty',
    tags,
  },
  ticket: {
    method: 'GET',
    path: '/ops/v1/merchants/:code/queues/:kind/:id',
    auth: 'ops',
    params: ticket,
    value: queueTicketValue,
    summary: 'One item with its precheck',
    tags,
  },
  claim: {
    method: 'POST',
    path: '/ops/v1/merchants/:code/queues/:kind/:id/claim',
    auth: 'ops',
    params: ticket,
    value: queueTicketValue,
    summary: 'Claim an item (refused while another staff member holds a live claim)',
    tags,
  },
  hold: {
    method: 'POST',
    path: '/ops/v1/merchants/:code/queues/:kind/:id/hold',
    auth: 'ops',
    params: ticket,
    body: queueHoldBody,
    value: queueTicketValue,
    summary: 'Put a claimed item on hold with a reason (it leaves the open queue)',
    tags,
  },
  release: {
    method: 'POST',
    path: '/ops/v1/merchants/:code/queues/:kind/:id/release',
    auth: 'ops',
    params: ticket,
    value: z.null(),
    summary: 'Give an item back to the open queue (ends a hold too)',
    tags,
  },
});
