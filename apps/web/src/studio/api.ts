import { LAUNCH_PARAMS, type Launch, type StudioCall, type StudioInput, type StudioValue, studioPath } from '@wl/studio/api';

/** The studio page's calls: every one carries the signed launch parameters the page was opened with. */
export type { Launch };
export class StudioCallError extends Error {
  constructor(
    readonly code: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(code);
  }
}

/** The launch from the page's address; `tz` (the merchant's zone, unsigned: it only changes how times read) may be absent. */
export const launchOf = (search: string): { vendor: string; launch: Launch; lang: 'en' | 'ur'; tz: string | null } => {
  const q = new URLSearchParams(search);
  const vendor = window.location.pathname.split('/')[2] ?? '';
  const launch = Object.fromEntries(LAUNCH_PARAMS.map((k) => [k, q.get(k) ?? ''])) as Launch;
  return { vendor, launch, lang: (q.get('lang') ?? '').toUpperCase() === 'UR' ? 'ur' : 'en', tz: q.get('tz') };
};

/** A call whose body has no required field may leave it out. */
type BodyArg<D> = Record<never, never> extends StudioInput<D> ? [body?: StudioInput<D>] : [body: StudioInput<D>];

/**
 * One call of the studio's page API (`@wl/studio/api`): the definition gives its address, the body it takes and the
 * value it answers. A refusal throws a StudioCallError with the studio's code (`generic` when no answer came).
 */
export const studioCall = async <D extends StudioCall>(
  call: D,
  vendor: string,
  launch: Launch,
  ...[body]: BodyArg<D>
): Promise<StudioValue<D>> => {
  let res: Response;
  try {
    res = await fetch(studioPath(call, vendor), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...(body as object | undefined), launch }),
    });
  } catch {
    throw new StudioCallError('generic');
  }
  const json = (await res.json().catch(() => ({ ok: false, code: 'generic' }))) as {
    ok: boolean;
    code?: string;
    value?: StudioValue<D>;
  } & Record<string, unknown>;
  if (!json.ok) throw new StudioCallError(json.code ?? 'generic', json);
  return json.value as StudioValue<D>;
};
