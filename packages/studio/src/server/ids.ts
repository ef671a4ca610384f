import { createHash, randomBytes } from 'node:crypto';

/** A round id the wallet protocols accept ([A-Za-z0-9._:-]{1,64}). */
export const newId = (prefix: string) => `${prefix}${Date.now().toString(36)}${randomBytes(5).toString('hex')}`;
export const sha = (s: string) => createHash('sha256').update(s).digest('hex');
