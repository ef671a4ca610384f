import type { RgsStatus } from './dialect';

/** A wallet call's body as both vendors send it (the fields this adapter reads; others are ignored). */
export type RgsBody = {
  token?: string;
  request_uuid?: string;
  transaction_uuid?: string;
  reference_transaction_uuid?: string;
  round?: string;
  game_code?: string;
  currency?: string;
  user?: string;
  supplier_user?: string;
  amount?: number;
  jackpot_win?: number;
  is_free?: boolean;
  round_closed?: boolean;
};

type FieldType = 'string' | 'integer' | 'boolean';

/** The wire type of every field read (the OpenAPI file's types; Hub88 uses the same names and types). */
const FIELDS: Record<keyof RgsBody, FieldType> = {
  token: 'string',
  request_uuid: 'string',
  transaction_uuid: 'string',
  reference_transaction_uuid: 'string',
  round: 'string',
  game_code: 'string',
  currency: 'string',
  user: 'string',
  supplier_user: 'string',
  amount: 'integer',
  jackpot_win: 'integer',
  is_free: 'boolean',
  round_closed: 'boolean',
};

const FIELD_LIST = Object.entries(FIELDS) as [keyof RgsBody, FieldType][];

/** Ids the ledger keys money by: up to 128 characters (the ledger's limit), never empty. */
const ID_FIELDS = new Set<keyof RgsBody>(['transaction_uuid', 'reference_transaction_uuid', 'round']);
export const MAX_ID = 128;

const fits = (type: FieldType, v: unknown) =>
  type === 'string'
    ? typeof v === 'string' && v.length <= 4096
    : type === 'integer'
      ? typeof v === 'number' && Number.isSafeInteger(v)
      : typeof v === 'boolean';

export type Parsed = { ok: true; body: RgsBody } | { ok: false; status: RgsStatus; requestUuid: string };

/** The request_uuid of a body that may not parse: answers echo it whenever it can be read. */
export const requestUuidOf = (raw: string): string => {
  try {
    const v = (JSON.parse(raw) as { request_uuid?: unknown } | null)?.request_uuid;
    return typeof v === 'string' ? v : '';
  } catch {
    return '';
  }
};

/**
 * Reads a call's JSON body: not JSON, not an object or a required field missing is RS_ERROR_WRONG_SYNTAX; a field of
 * another type (an amount as a string or a fraction, an id over 128 characters) is RS_ERROR_WRONG_TYPES. A `null`
 * counts as absent (the spec allows a NULL `supplier_user`).
 */
export const parseBody = (raw: string, required: readonly string[]): Parsed => {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, status: 'RS_ERROR_WRONG_SYNTAX', requestUuid: '' };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return { ok: false, status: 'RS_ERROR_WRONG_SYNTAX', requestUuid: '' };
  const obj = json as Record<string, unknown>;
  const requestUuid = typeof obj.request_uuid === 'string' ? obj.request_uuid : '';
  const body: Record<string, unknown> = {};
  for (const [name, type] of FIELD_LIST) {
    const v = obj[name];
    if (v === undefined || v === null) continue;
    if (!fits(type, v)) return { ok: false, status: 'RS_ERROR_WRONG_TYPES', requestUuid };
    if (ID_FIELDS.has(name) && ((v as string).length === 0 || (v as string).length > MAX_ID))
      return { ok: false, status: 'RS_ERROR_WRONG_TYPES', requestUuid };
    body[name] = v;
  }
  for (const name of required) if (body[name] === undefined) return { ok: false, status: 'RS_ERROR_WRONG_SYNTAX', requestUuid };
  return { ok: true, body: body as RgsBody };
};
