import type { FastifyRequest } from 'fastify';
import { AppError } from '../../core/app-error';
import { refuseNul } from '../../core/nul';

export const MAX_PROOF_BYTES = 5 * 1024 * 1024;
export const MAX_PROOFS = 3;
export type Proof = { mime: 'image/png' | 'image/jpeg'; data: Buffer };

/** The file's own bytes decide its type (a renamed text file is not an image, whatever its name or header says). */
const sniff = (b: Buffer): Proof['mime'] | null => {
  if (b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  return null;
};

/**
 * Reads a multipart request: text fields, and at most three png/jpg proof images of at most 5 MB each. Anything else
 * is refused with a coded 4xx before a byte is stored.
 */
export const readProofForm = async (req: FastifyRequest): Promise<{ fields: Record<string, string>; proofs: Proof[] }> => {
  if (!req.isMultipart()) throw new AppError('request_param_err');
  const fields: Record<string, string> = {};
  const proofs: Proof[] = [];
  try {
    for await (const part of req.parts({ limits: { fileSize: MAX_PROOF_BYTES, files: MAX_PROOFS + 1, fields: 20, fieldSize: 2000 } })) {
      refuseNul(part.fieldname, part.type === 'file' ? part.filename : part.value);
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (proofs.length >= MAX_PROOFS) throw new AppError('wallet.proof_invalid');
        const mime = sniff(data);
        if (!mime || !['image/png', 'image/jpeg', 'image/jpg'].includes(part.mimetype)) throw new AppError('wallet.proof_invalid');
        proofs.push({ mime, data });
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('wallet.proof_too_large');
    if (code === 'FST_FILES_LIMIT') throw new AppError('wallet.proof_invalid');
    throw new AppError('request_param_err');
  }
  return { fields, proofs };
};
