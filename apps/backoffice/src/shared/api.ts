import type { HttpMethod } from '@wl/contracts';
import { clearToken, getToken } from './token';

/** A failed call: `code` is the server's stable error code, `message` its text in the language the call was made in. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  /** The server's own text (already in the caller's language), when it sent one. */
  readonly serverMessage: string | null;
  readonly params: Record<string, string | number>;
  constructor(code: string, status: number, serverMessage?: string | null, params?: Record<string, string | number>) {
    super(serverMessage || code);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.serverMessage = serverMessage || null;
    this.params = params ?? {};
  }
}

let currentLanguage = 'EN';
/** The i18n layer calls this whenever the language changes; the `Language` header (as the player site sends it) follows. */
export const setApiLanguage = (code: string) => {
  currentLanguage = code;
};

type Query = Record<string, string | number | boolean | undefined | null>;
export type ApiOptions = {
  method?: HttpMethod;
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** A token other than the stored one (the sign-in steps, before the session is active). */
  token?: string;
  /** Extra headers (the `Merchant` of a public merchant call). */
  headers?: Record<string, string>;
};

const withQuery = (path: string, query?: Query) => {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
};

type Payload = {
  success?: unknown;
  value?: unknown;
  message?: string | null;
  code?: string | null;
  params?: Record<string, string | number>;
};

/** A session that no longer counts: the stored token goes, and with it the signed-in shell. */
const SESSION_ENDED = new Set(['auth.required', 'login.not.session']);

/** Calls the API and returns the envelope's `value`; throws ApiError for any failure. */
export const api = async <T>(path: string, options: ApiOptions = {}): Promise<T> => {
  const headers: Record<string, string> = { Language: currentLanguage, ...options.headers };
  const token = options.token ?? getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  // A FormData body (a file upload) travels as multipart with the browser's own boundary.
  const form = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !form) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(withQuery(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : form ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError('system.unavailable', 0);
  }
  const payload = (await res.json().catch(() => null)) as Payload | null;
  if (!payload || typeof payload.success !== 'boolean') {
    throw new ApiError(res.status === 404 ? 'route.not_found' : res.ok ? 'system.error' : 'system.unavailable', res.status);
  }
  if (!payload.success || !res.ok) {
    const code = payload.code ?? (res.status === 401 ? 'auth.required' : 'system.error');
    if (res.status === 401 && SESSION_ENDED.has(code) && !options.token) clearToken();
    throw new ApiError(code, res.status, payload.message, payload.params);
  }
  return payload.value as T;
};
