/**
 * Masks for the back office's contact and bank fields: enough to recognise (a player reads out the last digits), never
 * enough to use. Unmasked values come only from the audited unmask call.
 */
export const maskMobile = (v: string | null) =>
  v === null ? null : v.length <= 6 ? '*'.repeat(v.length) : `${v.slice(0, 4)}****${v.slice(-3)}`;

export const maskEmail = (v: string | null) => {
  if (v === null) return null;
  const at = v.indexOf('@');
  if (at < 1) return '****';
  return `${v[0]}****${v.slice(at)}`;
};

export const maskAccountNo = (v: string) => (v.length <= 4 ? '****' : `****${v.slice(-4)}`);

/** An address with its last part hidden (IPv4: the last octet; IPv6: the last groups). */
export const maskIp = (v: string) => (v.includes(':') ? `${v.split(':').slice(0, 3).join(':')}:****` : v.replace(/\.\d+$/, '.***'));
