import { type KycDocumentStatus, type KycLevel, kycDocumentStatuses } from '@wl/contracts';
import type { BadgeTone } from '../../components/Badge';

export type QueueState = { status: KycDocumentStatus; page: number };

/** The queue's tabs: what waits for staff, what waits for the player, then the decided. */
export const queueTabs = ['PENDING', 'MORE_REQUESTED', 'APPROVED', 'REJECTED'] as const satisfies readonly KycDocumentStatus[];

/** Documents per page (the server's default). */
export const KYC_PAGE_SIZE = 20;

/** The queue's tab and page from the address (`?status=REJECTED&page=2`); pending, page 1, for anything else. */
export const queueFromParams = (params: URLSearchParams): QueueState => {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: (kycDocumentStatuses as readonly string[]).includes(status ?? '') ? (status as KycDocumentStatus) : 'PENDING',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
};

/** The address of a tab and page: the defaults are left out, so the plain queue keeps a plain address. */
export const paramsOfQueue = (s: QueueState): Record<string, string> => ({
  ...(s.status === 'PENDING' ? {} : { status: s.status }),
  ...(s.page === 1 ? {} : { page: String(s.page) }),
});

/** Whether a page follows the one shown. */
export const hasMoreDocuments = (page: number, total: number, size = KYC_PAGE_SIZE) => page * size < total;

const statusTones: Record<KycDocumentStatus, BadgeTone> = { PENDING: 'warn', APPROVED: 'ok', REJECTED: 'bad', MORE_REQUESTED: 'info' };
const levelTones: Record<KycLevel, BadgeTone> = { NONE: 'muted', BASIC: 'warn', VERIFIED: 'ok', ENHANCED: 'ok' };

/** A document's status as a tint: waiting (warn), approved (ok), rejected (bad), more asked of the player (info). */
export const statusTone = (status: KycDocumentStatus): BadgeTone => statusTones[status];

/** A level as a tint: nothing known (muted), details only (warn), documents approved (ok). */
export const levelTone = (level: KycLevel): BadgeTone => levelTones[level];

/** Whether the browser can show the file as a picture (the rest, PDF, opens or downloads). */
export const isImage = (mime: string) => mime === 'image/png' || mime === 'image/jpeg';

/** A refusal and a request for more go to the player with a reason; an approval needs none. */
export const needsReason = (decision: 'APPROVE' | 'REJECT' | 'MORE') => decision !== 'APPROVE';

/** A file size in the unit people read it in: bytes, KB (one decimal under 10) or MB (one decimal). */
export const sizeOf = (bytes: number): { unit: 'b' | 'kb' | 'mb'; value: number } => {
  if (bytes < 1024) return { unit: 'b', value: bytes };
  const kb = bytes / 1024;
  if (kb < 1024) return { unit: 'kb', value: kb < 10 ? Math.round(kb * 10) / 10 : Math.round(kb) };
  return { unit: 'mb', value: Math.round((kb / 1024) * 10) / 10 };
};

/**
 * A date of birth (`YYYY-MM-DD`, a calendar day, not a moment) in the interface language: read in UTC so no zone
 * moves it a day; the text as given when it is not a real day.
 */
export const birthDateText = (day: string, language: string) => {
  const at = new Date(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(at.getTime())) return day;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(at);
};

/** The reviewer as people know them: the server writes staff as `staff:amina` (platform staff `platform:root`). */
export const reviewerName = (reviewer: string) => reviewer.slice(reviewer.indexOf(':') + 1) || reviewer;

/** Whether the signed-in staff member is the document's reviewer. */
export const isMine = (reviewer: string | null, username: string) =>
  reviewer !== null && (reviewer === username || reviewerName(reviewer) === username);
