import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign } from 'node:crypto';
import { REGULATOR_SIG_FORMAT, type RegulatorKey } from '@wl/contracts';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/client';
import { regulatorRepo as repo } from './regulator.repo';

/** SHA-256 of the public key's DER (SubjectPublicKeyInfo): what `openssl pkey -pubin -outform DER | openssl dgst -sha256` prints. */
const fingerprintOf = (publicPem: string) =>
  createHash('sha256')
    .update(createPublicKey(publicPem).export({ type: 'spki', format: 'der' }))
    .digest('hex');

/**
 * The merchant's Ed25519 export key: made on first use and kept in the database (as the server's own key pair is), so
 * every copy signs with the same key; the first copy to store one wins. The private half is read only to sign.
 */
export const exportKey = async (db: Db, merchantId: number) => {
  let row = await repo.key(db, merchantId);
  if (!row) {
    const { publicKey, privateKey } = generateKeyPairSync('ed25519');
    const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    await repo.insertKey(db, merchantId, {
      keyId: fingerprintOf(publicPem).slice(0, 16),
      publicPem,
      privatePkcs8: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    });
    row = await repo.key(db, merchantId);
  }
  if (!row) throw new AppError('system.error');
  const key = row;
  const view: RegulatorKey = {
    keyId: key.key_id,
    algorithm: 'Ed25519',
    fingerprint: fingerprintOf(key.public_pem),
    publicKeyPem: key.public_pem,
    createdAt: `${key.created_at.slice(0, 23)}Z`,
  };
  return { view, sign: (data: Buffer) => sign(null, data, createPrivateKey(key.private_pkcs8)).toString('base64') };
};

/** What a signature file says about its CSV, in this order (one `name: value` line each). */
export type Manifest = {
  merchant: string;
  kind: string;
  from: string;
  to: string;
  timeZone: string;
  rangeUtc: string;
  threshold: string;
  currency: string;
  rows: number;
  file: string;
  sha256: string;
  generatedAt: string;
  keyId: string;
};

/**
 * The signature file: the manifest's lines, the Ed25519 signature of the CSV's exact bytes (`csv-signature`, what
 * `openssl pkeyutl -verify -rawin` checks), then the signature of every byte above its own line (`manifest-signature`),
 * so the range, the hash and the key id cannot be changed either.
 */
export const signatureFile = (m: Manifest, csv: Buffer, signWith: (data: Buffer) => string) => {
  const lines = [
    REGULATOR_SIG_FORMAT,
    `merchant: ${m.merchant}`,
    `kind: ${m.kind}`,
    `from: ${m.from}`,
    `to: ${m.to}`,
    `time-zone: ${m.timeZone}`,
    `range-utc: ${m.rangeUtc}`,
    `threshold: ${m.threshold}`,
    `currency: ${m.currency}`,
    `rows: ${m.rows}`,
    `file: ${m.file}`,
    `sha256: ${m.sha256}`,
    `generated-at: ${m.generatedAt}`,
    `key-id: ${m.keyId}`,
    'algorithm: Ed25519',
    `csv-signature: ${signWith(csv)}`,
  ];
  const signed = `${lines.join('\n')}\n`;
  return `${signed}manifest-signature: ${signWith(Buffer.from(signed))}\n`;
};

/** The one-line openssl check of a CSV against its signature file and the merchant's public key. */
export const opensslCommand = (csv: string, sig: string, key: string) =>
  `grep '^csv-signature: ' ${sig} | cut -d' ' -f2 | openssl base64 -d -A > ${sig}.bin && openssl pkeyutl -verify -pubin -inkey ${key} -rawin -in ${csv} -sigfile ${sig}.bin`;
