import type { Envelope, HttpMethod } from '@wl/contracts';
import { DEVICE, MERCHANT } from './env';
import { currentDeviceId } from './device-id';
import { clearToken, getToken } from './token';

/** A failed call: `code` is the server's stable error code; the text shown is the pack's errorTextKey(code) filled with `params`. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly value: unknown;
  /** The values the error's text interpolates, as the server formatted them. */
  readonly params: Record<string, string | number>;
  constructor(code: string, status: number, message?: string | null, value?: unknown, params?: Record<string, string | number>) {
    super(message || code);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.value = value ?? null;
    this.params = params ?? {};
  }
}

let currentLanguage = 'EN';
/** The i18n layer calls this whenever the visitor picks a language; the `Language` header follows it. */
export const setApiLanguage = (code: string) => {
  currentLanguage = code;
};

type Query = Record<string, string | number | boolean | undefined | null>;
export type ApiOptions = { method?: HttpMethod; query?: Query; body?: unknown; signal?: AbortSignal; authorization?: string };

const withQuery = (path: string, query?: Query) => {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
};

export const apiHeaders = (): Record<string, string> => {
  const headers: Record<string, string> = { Merchant: MERCHANT, Language: currentLanguage, Device: DEVICE };
  const token = getToken();
  if (token) headers.Authorization = token;
  const deviceId = currentDeviceId();
  if (deviceId) headers['X-Device-Id'] = deviceId;
  return headers;
};

const isEnvelope = (x: unknown): x is Envelope<unknown> =>
  typeof x === 'object' && x !== null && 'success' in x && typeof (x as { success: unknown }).success === 'boolean';

/** Calls the API and returns the envelope's `value`; throws ApiError for any failure. */
export const api = async <T>(path: string, options: ApiOptions = {}): Promise<T> => {
  const headers = apiHeaders();
  if (options.authorization) headers.Authorization = options.authorization;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(withQuery(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError('system.unavailable', 0);
  }
  let payload: unknown = null;
  try {
    payload = await res.json();
  } catch {
    payload = null;
  }
  if (!isEnvelope(payload)) {
    const code = res.status === 404 ? 'route.not_found' : res.ok ? 'system.error' : 'system.unavailable';
    throw new ApiError(code, res.status);
  }
  if (!payload.success || !res.ok) {
    const code = payload.code ?? (res.status === 401 ? 'auth.required' : 'system.error');
    if (code === 'login.not.session') clearToken();
    const params = (payload as { params?: Record<string, string | number> }).params;
    // a fetched response always has its HTTP status (0 only for no-cors requests, which the site never makes): the
    // contracts' code → status table is the server's, and stays out of the lobby's bundle
    throw new ApiError(code, res.status, payload.message, payload.value, params);
  }
  return payload.value as T;
};

export const errorCodeOf = (err: unknown): string => (err instanceof ApiError ? err.code : 'system.error');

/** The values a coded error's text interpolates (empty for anything that is not an ApiError). */
export const errorParamsOf = (err: unknown): Record<string, string | number> => (err instanceof ApiError ? err.params : {});

/** Multipart calls (proof images); same headers and error handling as api(). */
export const apiForm = async <T>(path: string, form: FormData, method: 'POST' | 'PUT' = 'POST', authorization?: string): Promise<T> => {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers: { ...apiHeaders(), ...(authorization ? { Authorization: authorization } : {}) },
      body: form,
    });
  } catch {
    throw new ApiError('system.unavailable', 0);
  }
  const payload = (await res.json().catch(() => null)) as {
    success?: boolean;
    value?: T;
    code?: string;
    message?: string;
    params?: Record<string, string | number>;
  } | null;
  if (!payload?.success) throw new ApiError(payload?.code ?? 'system.error', res.status, payload?.message, payload?.value, payload?.params);
  return payload.value as T;
};
