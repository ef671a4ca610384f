import { fillPath, parseToMinor, REGULATOR_MAX_DAYS, type RegulatorKind, regulatorKinds, regulatorOpsApi } from '@wl/contracts';
import { z } from 'zod';

const DAY = 86_400_000;
const dayText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'day');
const utcMidnight = (day: string) => Date.parse(`${day}T00:00:00Z`);

/**
 * The export form's own rules (the server checks them again): a kind, a range of the merchant's days (first not after
 * last, at most REGULATOR_MAX_DAYS), an optional threshold in the merchant's currency (a positive amount, two
 * decimals) and a reason of 3 to 300 characters. Each refusal is the name of the field's rule text.
 */
export const exportForm = z
  .object({
    kind: z.enum(regulatorKinds),
    from: dayText,
    to: dayText,
    threshold: z.string().trim(),
    reason: z.string().trim().min(3, 'reason').max(300, 'reason'),
  })
  .superRefine((v, ctx) => {
    const days = (utcMidnight(v.to) - utcMidnight(v.from)) / DAY + 1;
    if (!(days >= 1 && days <= REGULATOR_MAX_DAYS)) ctx.addIssue({ code: 'custom', path: ['to'], message: 'range' });
    // The threshold counts (and is shown) for large transactions only.
    if (v.kind === 'large-transactions' && v.threshold !== '' && (parseToMinor(v.threshold) ?? 0n) <= 0n)
      ctx.addIssue({ code: 'custom', path: ['threshold'], message: 'threshold' });
  });
export type ExportForm = z.input<typeof exportForm>;

/** Today's date in a time zone, as YYYY-MM-DD (the browser's zone when the name is unknown). */
export const dayIn = (at: Date, timeZone: string | undefined) => {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
  } catch {
    parts = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
  }
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
};

/** The form's first values: the merchant's current month so far, game integrity, no threshold, no reason. */
export const initialForm = (at: Date, timeZone: string | undefined): ExportForm => {
  const today = dayIn(at, timeZone);
  return { kind: 'game-integrity', from: `${today.slice(0, 8)}01`, to: today, threshold: '', reason: '' };
};

/** The query of one export call (the threshold in minor units, only for large transactions and only when typed). */
export const exportQueryOf = (v: ExportForm): Record<string, string> => {
  const q: Record<string, string> = { from: v.from, to: v.to };
  const minor = v.kind === 'large-transactions' && v.threshold.trim() ? parseToMinor(v.threshold.trim()) : null;
  if (minor !== null) q.threshold = minor.toString();
  q.reason = v.reason.trim();
  return q;
};

/** The addresses of the CSV and of its signature file for the same export. */
export const exportUrls = (merchant: string, v: ExportForm) => {
  const qs = new URLSearchParams(exportQueryOf(v)).toString();
  const params = { code: merchant, exportKind: v.kind as RegulatorKind };
  return {
    csv: `${fillPath(regulatorOpsApi.export.path, params)}?${qs}`,
    signature: `${fillPath(regulatorOpsApi.signature.path, params)}?${qs}`,
  };
};

/** The `name: value` lines of a signature file (the first line is its format). */
export const manifestOf = (text: string): Record<string, string> =>
  Object.fromEntries(
    text
      .split('\n')
      .map((l) => /^([a-z0-9-]+): (.*)$/.exec(l))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[1] as string, m[2] as string]),
  );

/** SHA-256 of bytes as lowercase hex, or null where the browser offers no Web Crypto (an insecure origin). */
export const sha256Hex = async (data: ArrayBuffer): Promise<string | null> => {
  if (!globalThis.crypto?.subtle) return null;
  const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', data));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
};

/** A fingerprint in groups of four, so a person can compare it aloud. */
export const groupedHex = (hex: string) => hex.match(/.{1,4}/g)?.join(' ') ?? hex;

/** File names of a verification: the CSV, its signature file and the public key. */
export type VerifyFiles = { csv: string; sig: string; key: string };

/**
 * The shell lines a regulator runs (the same in every language, so not in the packs): the CSV against its signature
 * file (openssl prints "Signature Verified Successfully"), and the key's own fingerprint.
 */
export const opensslLines = (f: VerifyFiles) => ({
  verify: `grep '^csv-signature: ' ${f.sig} | cut -d' ' -f2 | openssl base64 -d -A > ${f.sig}.bin && openssl pkeyutl -verify -pubin -inkey ${f.key} -rawin -in ${f.csv} -sigfile ${f.sig}.bin`,
  fingerprint: `openssl pkey -pubin -in ${f.key} -outform DER | openssl dgst -sha256`,
});
