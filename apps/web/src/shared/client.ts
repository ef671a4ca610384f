import { type CallInput, type EndpointValue, fillPath, type NamedEndpoint } from '@wl/contracts';
import { api, apiForm, apiHeaders } from './api';

type Loose = {
  params?: Record<string, unknown>;
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  signal?: AbortSignal;
};

/** The input may be left out when nothing in it is required. */
type Args<D> = Record<never, never> extends CallInput<D> ? [input?: CallInput<D>] : [input: CallInput<D>];

/**
 * The one way the web calls the server: a contracts definition and its input. The path, method, encryption and
 * body kind come from the definition; the answer has the definition's value type. Failures throw ApiError.
 */
export const call = <D extends NamedEndpoint>(def: D, ...[input]: Args<D>): Promise<EndpointValue<D>> => {
  const i = (input ?? {}) as Loose;
  const path = fillPath(def.path, i.params);
  if (def.bodyKind === 'multipart') return apiForm<EndpointValue<D>>(path, i.body as FormData, def.method === 'PUT' ? 'PUT' : 'POST');
  // encrypted calls (sign-in, registration, money) are never a visitor's first screen: the sealing loads with the first
  if (def.enc) {
    return import('./encrypted').then(({ encApi }) =>
      encApi<EndpointValue<D>>(path, i.body, { method: def.method, query: i.query, signal: i.signal }),
    );
  }
  return api<EndpointValue<D>>(path, { method: def.method, query: i.query, body: i.body, signal: i.signal });
};

/** The same call signed with another credential than the member session (the support console's agent token). */
export const callAs = <D extends NamedEndpoint>(authorization: string, def: D, ...[input]: Args<D>): Promise<EndpointValue<D>> => {
  const i = (input ?? {}) as Loose;
  const path = fillPath(def.path, i.params);
  if (def.bodyKind === 'multipart') return apiForm<EndpointValue<D>>(path, i.body as FormData, 'POST', authorization);
  return api<EndpointValue<D>>(path, { method: def.method, query: i.query, body: i.body, signal: i.signal, authorization });
};

/** A picture served by a call that needs credentials, as an object URL an <img> can show (revoke it when done). */
export const fetchPicture = async <D extends NamedEndpoint>(
  def: D,
  params: Record<string, unknown>,
  authorization?: string,
): Promise<string> => {
  const headers = apiHeaders();
  if (authorization) headers.Authorization = authorization;
  const res = await fetch(fillPath(def.path, params), { headers });
  if (!res.ok) throw new Error(`picture ${res.status}`);
  return URL.createObjectURL(await res.blob());
};
