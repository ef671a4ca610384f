import { z } from 'zod';
import { defineEndpoints } from '../endpoint';
import {
  kycDecisionBody,
  kycDetailsBody,
  kycQueueQuery,
  kycQueueValue,
  kycReviewValue,
  kycStateValue,
  kycUploadFields,
  playerKycValue,
} from '../kyc';
import { opsCodeParams as code, opsItemParams as item } from './ops-params';

const tags = ['kyc'];

/** The member centre's verification: identity details, documents, the level and what the thresholds need. */
export const kycApi = defineEndpoints('kyc', {
  state: {
    method: 'GET',
    path: '/wps/member/kyc',
    auth: 'member',
    value: kycStateValue,
    summary: 'My verification level, details, documents and the thresholds that need a level',
    tags,
  },
  details: {
    method: 'PUT',
    path: '/wps/member/kyc/details',
    auth: 'member',
    body: kycDetailsBody,
    value: kycStateValue,
    summary: 'My identity details (full name, date of birth, ID number, address, nationality): complete, they are BASIC',
    tags,
  },
  upload: {
    method: 'POST',
    path: '/wps/member/kyc/documents',
    auth: 'member',
    body: kycUploadFields,
    bodyKind: 'multipart',
    value: kycStateValue,
    summary: 'Upload a document (field kind ID, ADDRESS or FUNDS; part file: PNG, JPEG or PDF up to 5 MB, checked by its bytes)',
    tags,
  },
});

const opsTags = ['backoffice'];
const player = code.extend({ account: z.string().min(1).max(64) });

/** The back office's document review ("open next", approve, reject, ask for more) and a player's verification. */
export const kycOpsApi = defineEndpoints('kycOps', {
  queue: {
    method: 'GET',
    path: '/ops/v1/merchants/:code/kyc/documents',
    auth: 'ops',
    params: code,
    query: kycQueueQuery,
    value: kycQueueValue,
    summary: 'Documents by status, oldest first',
    tags: opsTags,
  },
  next: {
    method: 'POST',
    path: '/ops/v1/merchants/:code/kyc/documents/next',
    auth: 'ops',
    params: code,
    value: kycReviewValue.nullable(),
    summary: 'Open the next pending document nobody else is reviewing (it is mine until I decide or ten minutes pass)',
    tags: opsTags,
  },
  review: {
    method: 'GET',
    path: '/ops/v1/merchants/:code/kyc/documents/:id',
    auth: 'ops',
    params: item,
    value: kycReviewValue,
    summary: 'One document with the player’s details and other documents',
    tags: opsTags,
  },
  file: {
    method: 'GET',
    path: '/ops/v1/merchants/:code/kyc/documents/:id/file',
    auth: 'ops',
    params: item,
    produces: 'application/octet-stream',
    summary: 'The document itself (served only to staff holding kyc.view; the viewing is audited)',
    tags: opsTags,
  },
  decide: {
    method: 'POST',
    path: '/ops/v1/merchants/:code/kyc/documents/:id/decide',
    auth: 'ops',
    params: item,
    body: kycDecisionBody,
    value: kycReviewValue,
    summary: 'Approve, reject (with a reason) or ask for more; the level follows and the player gets a message',
    tags: opsTags,
  },
  player: {
    method: 'GET',
    path: '/ops/v1/merchants/:code/players/:account/kyc',
    auth: 'ops',
    params: player,
    value: playerKycValue,
    summary: "A player's verification level, details and documents",
    tags: opsTags,
  },
});
