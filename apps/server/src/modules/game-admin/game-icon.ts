import { GAME_ICON_MAX_BYTES } from '@wl/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../core/app-error';
import { refuseNul } from '../../core/nul';
import type { IconMime } from './game-admin.service';

export type GameIcon = { mime: IconMime; data: Buffer; ext: 'png' | 'jpg' | 'webp' };

/** The image's own bytes decide its type: PNG, JPEG or WebP; anything else (whatever its name or header) is refused. */
export const sniffIcon = (b: Buffer): Omit<GameIcon, 'data'> | null => {
  if (b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { mime: 'image/png', ext: 'png' };
  if (b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return { mime: 'image/jpeg', ext: 'jpg' };
  if (b.length > 12 && b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP')
    return { mime: 'image/webp', ext: 'webp' };
  return null;
};

/** Reads one icon (part `file`) from a multipart request, refused with a coded 4xx before a byte is stored. */
export const readIcon = async (req: FastifyRequest): Promise<GameIcon> => {
  if (!req.isMultipart()) throw new AppError('games.icon_invalid');
  let icon: GameIcon | null = null;
  try {
    for await (const part of req.parts({ limits: { fileSize: GAME_ICON_MAX_BYTES, files: 1, fields: 4, fieldSize: 200 } })) {
      refuseNul(part.fieldname, part.type === 'file' ? part.filename : part.value);
      if (part.type !== 'file') continue;
      const data = await part.toBuffer();
      const kind = sniffIcon(data);
      if (!kind) throw new AppError('games.icon_invalid');
      icon = { ...kind, data };
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('games.icon_too_large');
    throw new AppError('games.icon_invalid');
  }
  if (!icon) throw new AppError('games.icon_invalid');
  return icon;
};
