/** What a request names that says which merchant, and so which cell, serves it. */
export type RouteKey = { merchant: string } | { host: string } | null;

const MERCHANT_CODE = /^[A-Za-z0-9_-]{1,32}$/;
// Paths that carry the merchant: a vendor's calls to the operator, and the operator API's merchant resources.
const PATH_MERCHANT = [/^\/vendor-api\/[^/]+\/([^/?]+)/, /^\/ops\/v1\/merchants\/([^/?]+)/];

const headerValues = (rawHeaders: string[], name: string) => {
  const values: string[] = [];
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i]?.toLowerCase() === name) values.push(rawHeaders[i + 1] ?? '');
  return values;
};
const decoded = (v: string) => {
  try {
    return decodeURIComponent(v);
  } catch {
    return '';
  }
};
const codeOf = (v: string | undefined) => {
  const code = v?.trim() ?? '';
  return MERCHANT_CODE.test(code) ? code.toUpperCase() : null;
};

/**
 * The merchant a request is for, as the cell router reads it (issue 37): the one `Merchant` header of an API call;
 * else the merchant in the path (`/vendor-api/:vendor/:merchant/…`, `/ops/v1/merchants/:code/…`); else the `merchant`
 * query parameter (the chat socket, whose browser cannot set headers); else the host the request came to (a brand's
 * own domain: its site, its back office, its vendors' callbacks). A doubled or malformed header names no merchant here:
 * the cell that answers refuses it as it always has.
 */
export const routeKeyOf = (req: { url?: string; rawHeaders: string[] }): RouteKey => {
  const url = req.url ?? '/';
  const header = headerValues(req.rawHeaders, 'merchant');
  if (header.length === 1) {
    const code = codeOf(header[0]);
    if (code) return { merchant: code };
  }
  for (const re of PATH_MERCHANT) {
    const m = re.exec(url);
    if (m) {
      const code = codeOf(decoded(m[1] ?? ''));
      if (code) return { merchant: code };
    }
  }
  const q = url.indexOf('?');
  if (q >= 0) {
    const code = codeOf(new URLSearchParams(url.slice(q + 1)).get('merchant') ?? undefined);
    if (code) return { merchant: code };
  }
  const host = headerValues(req.rawHeaders, 'host')[0]?.trim().toLowerCase();
  if (!host) return null;
  // `[::1]:8080` and `brand.example:8080` alike: the port is not part of a brand's domain.
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0];
  return name ? { host: name } : null;
};
