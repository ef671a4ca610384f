import { CONTENT_IMAGE_MAX_BYTES } from '@wl/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../core/app-error';
import { refuseNul } from '../../core/nul';

export type ContentImage = { mime: 'image/png' | 'image/jpeg' | 'image/webp'; data: Buffer };

/** What the bytes are: a renamed file is what it holds, whatever its name or its part's type says. */
export const sniffImage = (b: Buffer): ContentImage['mime'] | null => {
  if (b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length > 12 && b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'image/webp';
  return null;
};

const declared: Record<string, ContentImage['mime']> = {
  'image/png': 'image/png',
  'image/jpeg': 'image/jpeg',
  'image/jpg': 'image/jpeg',
  'image/webp': 'image/webp',
};
const byExtension: Record<string, ContentImage['mime']> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp' };

/**
 * Reads a banner image upload: one part named `file`, at most 2 MB, a PNG, JPEG or WebP by its bytes, and its part
 * type and name must say the same (content.image_type otherwise; content.image_too_large over the size). Nothing is
 * stored before it passes.
 */
export const readContentImage = async (req: FastifyRequest): Promise<ContentImage> => {
  if (!req.isMultipart()) throw new AppError('content.image_type');
  let file: { name: string; type: string; data: Buffer } | null = null;
  try {
    for await (const part of req.parts({ limits: { fileSize: CONTENT_IMAGE_MAX_BYTES, files: 2, fields: 2, fieldSize: 200 } })) {
      refuseNul(part.fieldname, part.type === 'file' ? part.filename : part.value);
      if (part.type !== 'file') continue;
      const data = await part.toBuffer();
      if (file || part.fieldname !== 'file') throw new AppError('request_param_err');
      file = { name: part.filename, type: part.mimetype, data };
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('content.image_too_large');
    throw new AppError('request_param_err');
  }
  if (!file || file.data.length === 0) throw new AppError('content.image_type');
  const actual = sniffImage(file.data);
  const claimed = declared[file.type.toLowerCase()];
  const ext = byExtension[file.name.toLowerCase().split('.').pop() ?? ''];
  if (!actual || (claimed && claimed !== actual) || (ext && ext !== actual)) throw new AppError('content.image_type');
  return { mime: actual, data: file.data };
};
