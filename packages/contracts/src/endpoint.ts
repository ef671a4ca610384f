import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * Who may make a call:
 * - `none`: anyone; the `Merchant` header names the tenant;
 * - `optional`: a session token is read when sent (answers differ for a signed-in member);
 * - `member`: a session token is required (401 `auth.required` without one);
 * - `ops`: an operator key or a signed-in staff member's token (`Authorization: Bearer …`); no `Merchant` header, the
 *   merchant is in the path;
 * - `staff`: a signed-in staff member's token (decision 025); `staffPending`: one still signing in (TOTP, password);
 * - `vendor`: a game vendor's HMAC signature over the raw body; no `Merchant` header;
 * - `public`: outside the merchant API (images, stand-in pages, health): no tenant, no session.
 */
export type EndpointAuth = 'none' | 'optional' | 'member' | 'ops' | 'staff' | 'staffPending' | 'vendor' | 'public';

/**
 * One call of the API, written once and used by both sides: the server registers its route from it (method, path,
 * switches, schemas, OpenAPI text) and the web calls it through the typed client (path, method, input and answer
 * types). `name` is given by `defineEndpoints` as `<area>.<key>`.
 */
export type EndpointDef = {
  method: HttpMethod;
  path: string;
  auth: EndpointAuth;
  /** Whitelabel module (facts.md call registry) that must be on for the merchant. */
  module?: string;
  /** The body arrives encrypted (facts.md "enc"); the schema describes the opened body. */
  enc?: boolean;
  /** Keeps answering during maintenance and for restricted regions (system calls), so the client can show why. */
  allowWhenClosed?: boolean;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * How the body travels when it is not plain JSON: `multipart` (fields and files; `body` describes the text fields)
   * or `raw` (read as text and checked by the route itself, e.g. a vendor's signed call; `body` describes the JSON).
   */
  bodyKind?: 'multipart' | 'raw';
  /** The envelope's `value` on success. */
  value?: z.ZodType;
  /** The answer is not an envelope but this media type (an image, a page). */
  produces?: string;
  summary: string;
  tags: string[];
  /** Left out of the OpenAPI document (development aids, images). */
  hidden?: boolean;
  /** Per-address rate limit off (vendors call for every player from a few addresses). */
  noRateLimit?: boolean;
  /**
   * Called by another server, never by a browser (a vendor's wallet call): the answer carries none of the headers only
   * a browser reads (CSP, frame and referrer policies, HSTS…), which would be a dozen headers written per call.
   */
  serverToServer?: boolean;
};

export type NamedEndpoint<D extends EndpointDef = EndpointDef> = D & { readonly name: string };

/** Names each definition `<area>.<key>` and keeps its exact types. */
export const defineEndpoints = <const T extends Record<string, EndpointDef>>(
  area: string,
  defs: T,
): { [K in keyof T]: NamedEndpoint<T[K]> } => {
  const out: Record<string, NamedEndpoint> = {};
  for (const [key, def] of Object.entries(defs)) out[key] = { ...def, name: `${area}.${key}` };
  return out as { [K in keyof T]: NamedEndpoint<T[K]> };
};

/** One definition written apart from `defineEndpoints` (with its exact types), to be answered under a second name too. */
export const endpointDef = <const D extends EndpointDef>(def: D) => def;

/** The same call under another method, as the original answers it (e.g. POST for clients that cannot send DELETE). */
export const withMethod = <D extends EndpointDef, M extends HttpMethod>(def: D, method: M): Omit<D, 'method'> & { method: M } => ({
  ...def,
  method,
});

/** A GET call answered on POST too, with the query's fields as a JSON body (the original's relays accept both). */
export const queryAsBody = <D extends EndpointDef & { method: 'GET'; query: z.ZodType }>(
  def: D,
): Omit<D, 'method' | 'query'> & { method: 'POST'; body: D['query'] } => {
  const { query, ...rest } = def;
  return { ...rest, method: 'POST', body: query };
};

type In<S> = S extends z.ZodType ? z.input<S> : never;
type Out<S> = S extends z.ZodType ? z.output<S> : never;

/** The answer's value as the caller receives it. */
export type EndpointValue<D> = D extends { value: infer V extends z.ZodType } ? z.output<V> : unknown;
/** Parsed inputs as a server handler sees them. */
export type EndpointQuery<D> = D extends { query: infer Q } ? Out<Q> : undefined;
/** A `raw` body reaches the handler as the text sent: the route checks it (a signature) before parsing it itself. */
export type EndpointBody<D> = D extends { bodyKind: 'raw' } ? string : D extends { body: infer B } ? Out<B> : undefined;
export type EndpointParams<D> = D extends { params: infer P } ? Out<P> : undefined;

/** Inputs as a caller writes them (before defaults and coercion). */
export type QueryOf<D> = D extends { query: infer Q } ? In<Q> : never;
export type BodyOf<D> = D extends { body: infer B } ? In<B> : never;

/** A part the caller may leave out entirely when every field of it is optional. */
type Part<K extends string, T> = [T] extends [never]
  ? { [P in K]?: undefined }
  : Record<never, never> extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** What the web passes to call a definition: its path parameters, query and body (FormData for multipart). */
export type CallInput<D> = Part<'params', D extends { params: infer P } ? In<P> : never> &
  Part<'query', D extends { query: infer Q } ? In<Q> : never> &
  Part<'body', D extends { bodyKind: 'multipart' } ? FormData : D extends { body: infer B } ? In<B> : never> & { signal?: AbortSignal };

/** The path with its `:name` parameters filled in (URI-encoded). */
export const fillPath = (path: string, params?: Record<string, unknown>) =>
  path.replace(/:([A-Za-z0-9_]+)/g, (_, k: string) => {
    const v = params?.[k];
    if (v === undefined || v === null) throw new Error(`missing path parameter ${k} for ${path}`);
    return encodeURIComponent(String(v));
  });
