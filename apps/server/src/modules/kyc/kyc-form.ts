import { KYC_MAX_BYTES, type KycDocumentKind, kycDocumentKinds } from '@wl/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../core/app-error';
import { refuseNul } from '../../core/nul';

export type KycFile = { kind: KycDocumentKind; fileName: string; mime: 'image/png' | 'image/jpeg' | 'application/pdf'; data: Buffer };

/** What the bytes are (a renamed file is what it holds, not what its name or its part's type says). */
export const sniffDocument = (b: Buffer): KycFile['mime'] | null => {
  if (b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length > 5 && b.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return null;
};

const declared: Record<string, KycFile['mime']> = {
  'image/png': 'image/png',
  'image/jpeg': 'image/jpeg',
  'image/jpg': 'image/jpeg',
  'application/pdf': 'application/pdf',
};
const byExtension: Record<string, KycFile['mime']> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', pdf: 'application/pdf' };

/** A file name as stored and shown: its last path part, printable, at most 120 characters. */
const cleanName = (name: string) =>
  [...(name.split(/[\\/]/).pop() ?? '')]
    .filter((c) => c.charCodeAt(0) >= 32 && c.charCodeAt(0) !== 127 && !'<>"'.includes(c))
    .join('')
    .trim()
    .slice(-120) || 'document';

/**
 * Reads the upload: the `kind` field and one file part named `file`, at most 5 MB. The file must be a PNG, JPEG or
 * PDF by its bytes, and its part type and name must say the same: a wrong type is `kyc.file_type`, a file claiming
 * one type and holding another `kyc.file_mismatch`, a larger one `kyc.file_too_large`. Nothing is stored before.
 */
export const readKycForm = async (req: FastifyRequest): Promise<KycFile> => {
  if (!req.isMultipart()) throw new AppError('request_param_err');
  let kind: string | null = null;
  let file: { name: string; type: string; data: Buffer } | null = null;
  try {
    for await (const part of req.parts({ limits: { fileSize: KYC_MAX_BYTES, files: 2, fields: 5, fieldSize: 200 } })) {
      refuseNul(part.fieldname, part.type === 'file' ? part.filename : part.value);
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (file || part.fieldname !== 'file') throw new AppError('request_param_err');
        file = { name: part.filename, type: part.mimetype, data };
      } else if (part.fieldname === 'kind' && typeof part.value === 'string') kind = part.value;
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('kyc.file_too_large');
    throw new AppError('request_param_err');
  }
  if (!kind || !(kycDocumentKinds as readonly string[]).includes(kind)) throw new AppError('request_param_err');
  if (!file || file.data.length === 0) throw new AppError('kyc.file_required');
  const claimed = declared[file.type.toLowerCase()];
  const ext = byExtension[file.name.toLowerCase().split('.').pop() ?? ''];
  if (!claimed && !ext) throw new AppError('kyc.file_type');
  const actual = sniffDocument(file.data);
  if (!actual) throw new AppError(claimed || ext ? 'kyc.file_mismatch' : 'kyc.file_type');
  if ((claimed && claimed !== actual) || (ext && ext !== actual)) throw new AppError('kyc.file_mismatch');
  return { kind: kind as KycDocumentKind, fileName: cleanName(file.name), mime: actual, data: file.data };
};
