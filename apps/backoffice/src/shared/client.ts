import { type CallInput, type EndpointValue, fillPath, type NamedEndpoint } from '@wl/contracts';
import { api } from './api';

type Loose = {
  params?: Record<string, unknown>;
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  signal?: AbortSignal;
};

/** Who signs the call: the stored session (default), a sign-in step's token, or a merchant header for public calls. */
export type CallOptions = { token?: string; headers?: Record<string, string> };

/** The input may be left out when nothing in it is required. */
type Args<D> =
  Record<never, never> extends CallInput<D> ? [input?: CallInput<D>, options?: CallOptions] : [input: CallInput<D>, options?: CallOptions];

/**
 * The one way the back office calls the server: a contracts definition and its input. Path and method come from the
 * definition; the answer has the definition's value type. Failures throw ApiError.
 */
export const call = <D extends NamedEndpoint>(def: D, ...[input, options]: Args<D>): Promise<EndpointValue<D>> => {
  const i = (input ?? {}) as Loose;
  return api<EndpointValue<D>>(fillPath(def.path, i.params), {
    method: def.method,
    query: i.query,
    body: i.body,
    signal: i.signal,
    token: options?.token,
    headers: options?.headers,
  });
};
