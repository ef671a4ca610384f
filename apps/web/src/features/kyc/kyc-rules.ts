import { KYC_MAX_BYTES, type KycDocument, type KycDocumentKind, type KycLevel, kycLevels, kycMimeTypes } from '@wl/contracts';

export type StepState = 'done' | 'current' | 'next';

/** A level's place in the ladder NONE → BASIC → VERIFIED → ENHANCED (0 to 3). */
export const levelRank = (level: KycLevel) => kycLevels.indexOf(level);

/** Whether `have` reaches `need`. */
export const reaches = (have: KycLevel, need: KycLevel) => levelRank(have) >= levelRank(need);

/**
 * The step indicator: every level with its state for a player at `level` — the levels below it done, its own the
 * current one, the ones above still to come. NONE is the starting point, so it is done as soon as anything is.
 */
export const levelSteps = (level: KycLevel): { level: KycLevel; state: StepState }[] =>
  kycLevels.map((l) => {
    const diff = levelRank(l) - levelRank(level);
    return { level: l, state: diff < 0 ? 'done' : diff === 0 ? 'current' : 'next' };
  });

/** The level after `level`, or null at the top. */
export const nextLevel = (level: KycLevel): KycLevel | null => kycLevels[levelRank(level) + 1] ?? null;

/** The document kinds a level needs approved (BASIC needs identity details, no document). */
export const kindsFor: Record<KycLevel, readonly KycDocumentKind[]> = {
  NONE: [],
  BASIC: [],
  VERIFIED: ['ID', 'ADDRESS'],
  ENHANCED: ['ID', 'ADDRESS', 'FUNDS'],
};

/** The file extensions the upload accepts, for the file picker (the server checks the bytes, not the name). */
export const kycAccept = [...kycMimeTypes, '.png', '.jpg', '.jpeg', '.pdf'].join(',');

const byExtension: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', pdf: 'application/pdf' };
const byType: Record<string, string> = {
  'image/png': 'image/png',
  'image/jpeg': 'image/jpeg',
  'image/jpg': 'image/jpeg',
  'application/pdf': 'application/pdf',
};

/**
 * The client's check before sending a document, answering the error code the server would answer: no file, a file
 * neither typed nor named as a PNG, JPEG or PDF (as the server, either is enough here), or more than 5 MB. A file
 * whose bytes do not match its name or type passes here: only the server reads the bytes (kyc.file_mismatch).
 */
export const fileProblem = (file: { name: string; type: string; size: number } | null | undefined): string | null => {
  if (!file || file.size === 0) return 'kyc.file_required';
  const ext = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  if (!byType[file.type.toLowerCase()] && !byExtension[ext]) return 'kyc.file_type';
  if (file.size > KYC_MAX_BYTES) return 'kyc.file_too_large';
  return null;
};

/** Bytes as "1.2 MB" / "340 KB" numbers with their unit key (the unit's word comes from the pack). */
export const sizeOf = (bytes: number): { value: string; unit: 'MB' | 'KB' | 'B' } => {
  if (bytes >= 1024 * 1024) return { value: (bytes / 1024 / 1024).toFixed(1), unit: 'MB' };
  if (bytes >= 1024) return { value: String(Math.round(bytes / 1024)), unit: 'KB' };
  return { value: String(bytes), unit: 'B' };
};

/** The documents of one kind, newest first. */
export const documentsOf = (docs: readonly KycDocument[], kind: KycDocumentKind) =>
  docs.filter((d) => d.kind === kind).sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt) || b.id - a.id);

/**
 * Where a kind stands: approved once any of its documents is; otherwise its newest document's status (waiting for
 * review, refused, more asked for), or NONE when nothing was sent.
 */
export const kindStatus = (docs: readonly KycDocument[], kind: KycDocumentKind): KycDocument['status'] | 'NONE' => {
  const mine = documentsOf(docs, kind);
  if (mine.some((d) => d.status === 'APPROVED')) return 'APPROVED';
  return mine[0]?.status ?? 'NONE';
};
