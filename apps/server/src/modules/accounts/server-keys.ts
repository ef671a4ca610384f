import { createDecipheriv, createPrivateKey, generateKeyPairSync, type KeyObject, constants, privateDecrypt } from 'node:crypto';
import { ENC_ALG, type EncryptedBody } from '@wl/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../core/app-error';
import { createServerKeysRepo } from './server-keys.repo';

const KID = 'main';

/**
 * The RSA key pair of encrypted calls: created on first start and kept in the database, so every server copy and
 * every restart decrypts what browsers encrypted with the published key. The first copy to insert wins.
 */
export const loadServerKeys = async (db: Db) => {
  const repo = createServerKeysRepo(db);
  let row = await repo.byKid(KID);
  if (!row) {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    await repo.insertIfAbsent({
      kid: KID,
      publicSpki: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
      privatePkcs8: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    });
    row = await repo.byKid(KID);
  }
  if (!row) throw new Error('server key pair missing');
  const privateKey: KeyObject = createPrivateKey(row.privatePkcs8);
  const publicKey = { alg: ENC_ALG, kid: row.kid, spki: row.publicSpki } as const;

  /** Unwraps the AES key with RSA-OAEP-256 and opens the AES-256-GCM body; any tampering fails the tag check. */
  const decrypt = (body: EncryptedBody): unknown => {
    if (body.kid !== row.kid) throw new AppError('request_body_required');
    try {
      const aesKey = privateDecrypt(
        { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(body.key, 'base64'),
      );
      const iv = Buffer.from(body.iv, 'base64');
      const data = Buffer.from(body.data, 'base64');
      if (aesKey.length !== 32 || iv.length !== 12 || data.length < 16) throw new Error('bad sizes');
      const decipher = createDecipheriv('aes-256-gcm', aesKey, iv);
      decipher.setAuthTag(data.subarray(data.length - 16));
      const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]);
      return JSON.parse(plain.toString('utf8'));
    } catch {
      throw new AppError('request_param_err');
    }
  };
  return { publicKey, decrypt };
};
export type ServerKeys = Awaited<ReturnType<typeof loadServerKeys>>;
