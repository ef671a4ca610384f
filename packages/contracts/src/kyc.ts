import { z } from 'zod';
import { minorString } from './wallet';

/**
 * Know your customer (issue 31, decision 027): a level per player, raised by staff reviewing what the player gave
 * (identity details, then documents), and required by the jurisdiction's thresholds before money moves.
 * - BASIC: the player's identity details are complete (full name, date of birth, ID number, address);
 * - VERIFIED: an identity document and a proof of address are approved;
 * - ENHANCED: a source-of-funds document is approved too.
 */
export const kycLevels = ['NONE', 'BASIC', 'VERIFIED', 'ENHANCED'] as const;
export type KycLevel = (typeof kycLevels)[number];
export const kycDocumentKinds = ['ID', 'ADDRESS', 'FUNDS'] as const;
export type KycDocumentKind = (typeof kycDocumentKinds)[number];
export const kycDocumentStatuses = ['PENDING', 'APPROVED', 'REJECTED', 'MORE_REQUESTED'] as const;
export type KycDocumentStatus = (typeof kycDocumentStatuses)[number];
/** What a document may be: a picture or a PDF, checked by its bytes, at most this size. */
export const kycMimeTypes = ['image/png', 'image/jpeg', 'application/pdf'] as const;
export const KYC_MAX_BYTES = 5 * 1024 * 1024;

export const kycDetailsBody = z.object({
  fullName: z.string().trim().min(3).max(100),
  /** YYYY-MM-DD. */
  birthDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  idNumber: z.string().trim().min(5).max(32),
  address: z.string().trim().min(8).max(300),
  nationality: z.string().trim().min(2).max(56),
});
export type KycDetails = z.infer<typeof kycDetailsBody>;

export const kycDocumentView = z.object({
  id: z.number().int(),
  kind: z.enum(kycDocumentKinds),
  status: z.enum(kycDocumentStatuses),
  fileName: z.string(),
  mime: z.enum(kycMimeTypes),
  size: z.number().int(),
  uploadedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The reviewer's reason for a refusal or a request for more, shown to the player. */
  reason: z.string().nullable(),
});
export type KycDocument = z.infer<typeof kycDocumentView>;

/** A threshold of the merchant's jurisdiction profile: above `amount` (minor units), money waits for `level`. */
export const kycThreshold = z.object({ amount: minorString, level: z.enum(kycLevels) });

export const kycStateValue = z.object({
  level: z.enum(kycLevels),
  details: kycDetailsBody.nullable(),
  documents: z.array(kycDocumentView),
  thresholds: z.object({
    /** Cumulative deposits above this need the level. */
    deposits: kycThreshold,
    /** A single withdrawal above this needs the level. */
    withdrawal: kycThreshold,
    /** Cumulative deposits above this need ENHANCED (source of funds). */
    enhanced: kycThreshold,
  }),
  /** What the player has deposited in all (the amount the deposit threshold counts). */
  depositsTotal: minorString,
  /** The documents the next level needs that are not approved or waiting yet. */
  missing: z.array(z.enum(kycDocumentKinds)),
});
export type KycState = z.infer<typeof kycStateValue>;

/** The multipart upload's text field; the file is the part named `file`. */
export const kycUploadFields = z.object({ kind: z.enum(kycDocumentKinds) });

// ---- back office ----
export const kycQueueQuery = z.object({
  status: z.enum(kycDocumentStatuses).default('PENDING'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const kycQueueRow = z.object({
  id: z.number().int(),
  account: z.string(),
  kind: z.enum(kycDocumentKinds),
  status: z.enum(kycDocumentStatuses),
  level: z.enum(kycLevels),
  uploadedAt: z.string(),
  /** The staff member reviewing it now ("open next" claims it), or null. */
  reviewer: z.string().nullable(),
});
export const kycQueueValue = z.object({ rows: z.array(kycQueueRow), total: z.number().int() });
export const kycReviewValue = z.object({
  document: kycDocumentView,
  account: z.string(),
  level: z.enum(kycLevels),
  /** The player's identity details, for comparing with the document (shown to staff holding kyc.view). */
  details: kycDetailsBody.nullable(),
  reviewer: z.string().nullable(),
  /** The player's other documents, newest first. */
  others: z.array(kycDocumentView),
});
export type KycReview = z.infer<typeof kycReviewValue>;
export const kycDecisionBody = z.object({
  decision: z.enum(['APPROVE', 'REJECT', 'MORE']),
  /** Required for a refusal or a request for more: the player reads it. */
  reason: z.string().trim().max(300).default(''),
});
export const playerKycValue = z.object({
  level: z.enum(kycLevels),
  details: kycDetailsBody.nullable(),
  documents: z.array(kycDocumentView),
  depositsTotal: minorString,
});
