import type { ContentStatus } from '@wl/contracts';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/client';
import type { ContentDraftRow } from '../../db/schema';
import { createDraftsRepo } from './content.repo';

/** A published row as the list shows it. */
export type LiveItem<F> = {
  id: number;
  fields: F;
  enabled: boolean;
  sort: number;
  window: 'LIVE' | 'SCHEDULED' | 'ENDED' | 'OFF' | null;
  at: Date | null;
};

/** The merchant a content call works on. */
export type Scope = { merchantId: number; code: string };

/** What one content kind brings to the draft-and-publish list: its live rows and how a draft is written to them. */
export type ListSpec<F, X extends object = Record<never, never>> = {
  kind: string;
  live: (db: Db, merchantId: number) => Promise<LiveItem<F>[]>;
  /** Checks and cleans the fields (sanitised HTML, links, schedule); a refusal is a coded AppError. */
  check: (db: Db, m: Scope, fields: F) => Promise<F>;
  /** Writes the fields to the live row (`id`), or a new one (null); answers the live id. */
  apply: (tx: Db, merchantId: number, id: number | null, fields: F) => Promise<number>;
  removeLive: (tx: Db, merchantId: number, id: number) => Promise<void>;
  setSort: (tx: Db, merchantId: number, id: number, sort: number) => Promise<void>;
  /** Extra fields every entry of this kind carries (the customer-service link's encrypted path). */
  extra?: (fields: F) => Promise<X>;
};

/** `L12` names published row 12; `D7` names draft 7 (an item not yet published). */
export const parseRef = (ref: string): { live: number } | { draft: number } => {
  const n = Number(ref.slice(1));
  if (!Number.isSafeInteger(n) || n <= 0) throw new AppError('resource.not_found');
  return ref[0] === 'L' ? { live: n } : { draft: n };
};

type Entry<F> = {
  ref: string;
  status: ContentStatus;
  window: LiveItem<F>['window'];
  enabled: boolean;
  sort: number;
  value: F;
  live: F | null;
  updatedBy: string | null;
  updatedAt: string | null;
};

/**
 * One content list with drafts: players read only the live rows, staff edit drafts beside them, and "publish" copies
 * a draft to its live row (or a new one) and drops the draft in one transaction.
 */
export const createDraftList = <F, X extends object = Record<never, never>>(db: Db, spec: ListSpec<F, X>) => {
  const drafts = createDraftsRepo(db);

  const entryOf = async (item: LiveItem<F> | null, draft: ContentDraftRow | null, sort: number): Promise<Entry<F> & X> => {
    const value = (draft?.payload as F | undefined) ?? (item?.fields as F);
    return {
      ref: item ? `L${item.id}` : `D${draft?.id}`,
      status: !item ? 'DRAFT' : draft ? 'CHANGED' : 'PUBLISHED',
      window: item?.window ?? null,
      enabled: item?.enabled ?? true,
      sort,
      value,
      live: item?.fields ?? null,
      updatedBy: draft?.updatedBy ?? null,
      updatedAt: (draft?.updatedAt ?? item?.at)?.toISOString() ?? null,
      ...((spec.extra ? await spec.extra(value) : {}) as X),
    };
  };

  const list = async (merchantId: number) => {
    const key = { merchantId, kind: spec.kind };
    const [live, pending] = await Promise.all([spec.live(db, merchantId), drafts.list(key)]);
    const byTarget = new Map(pending.filter((d) => d.targetId !== null).map((d) => [d.targetId as number, d]));
    const fresh = pending.filter((d) => d.targetId === null);
    const last = live.reduce((m, i) => Math.max(m, i.sort), -1);
    return Promise.all([
      ...live.map((i) => entryOf(i, byTarget.get(i.id) ?? null, i.sort)),
      ...fresh.map((d, n) => entryOf(null, d, last + 1 + n)),
    ]);
  };

  const liveOf = async (merchantId: number, id: number) => {
    const item = (await spec.live(db, merchantId)).find((i) => i.id === id);
    if (!item) throw new AppError('resource.not_found');
    return item;
  };
  const entry = async (merchantId: number, ref: string) => {
    const entries = await list(merchantId);
    const e = entries.find((x) => x.ref === ref);
    if (!e) throw new AppError('resource.not_found');
    return e;
  };

  return {
    list,
    entry,
    create: async (m: Scope, fields: F, by: string) => {
      const merchantId = m.merchantId;
      const clean = await spec.check(db, m, fields);
      const d = await drafts.add({ merchantId, kind: spec.kind }, clean as object, by);
      return entry(merchantId, `D${d.id}`);
    },
    /** The draft changes; a published item keeps showing its published version until it is published. */
    save: async (m: Scope, ref: string, fields: F, by: string) => {
      const merchantId = m.merchantId;
      const r = parseRef(ref);
      const clean = await spec.check(db, m, fields);
      const key = { merchantId, kind: spec.kind };
      if ('live' in r) {
        await liveOf(merchantId, r.live);
        await drafts.putForTarget(key, r.live, clean as object, by);
      } else if (!(await drafts.update(key, r.draft, clean as object, by))) throw new AppError('resource.not_found');
      return entry(merchantId, ref);
    },
    publish: async (m: Scope, ref: string) => {
      const merchantId = m.merchantId;
      const r = parseRef(ref);
      const key = { merchantId, kind: spec.kind };
      if ('live' in r) await liveOf(merchantId, r.live);
      // PGlite has one connection: inside the transaction every read goes through `tx`.
      const liveId = await db.transaction(async (tx) => {
        const d = createDraftsRepo(tx);
        const draft = 'live' in r ? await d.ofTarget(key, r.live) : await d.byId(key, r.draft);
        if (!draft) throw new AppError('live' in r ? 'content.nothing_to_publish' : 'resource.not_found');
        // Checked again at publish: an image or a category may have gone since the draft was written.
        const clean = await spec.check(tx, m, draft.payload as F);
        const id = await spec.apply(tx, merchantId, 'live' in r ? r.live : null, clean);
        await d.remove(key, draft.id);
        return id;
      });
      return entry(merchantId, `L${liveId}`);
    },
    discard: async (merchantId: number, ref: string) => {
      const r = parseRef(ref);
      const key = { merchantId, kind: spec.kind };
      if ('live' in r) {
        await liveOf(merchantId, r.live);
        if (!(await drafts.ofTarget(key, r.live))) throw new AppError('content.nothing_to_publish');
        await drafts.removeOfTarget(key, r.live);
      } else if (!(await drafts.remove(key, r.draft))) throw new AppError('resource.not_found');
      return list(merchantId);
    },
    /** Takes the item off the player site at once, with any draft of it. */
    remove: async (merchantId: number, ref: string) => {
      const r = parseRef(ref);
      const key = { merchantId, kind: spec.kind };
      if ('draft' in r) {
        if (!(await drafts.remove(key, r.draft))) throw new AppError('resource.not_found');
        return list(merchantId);
      }
      await liveOf(merchantId, r.live);
      await db.transaction(async (tx) => {
        await createDraftsRepo(tx).removeOfTarget(key, r.live);
        await spec.removeLive(tx, merchantId, r.live);
      });
      return list(merchantId);
    },
    /** The published items' order (a draft not yet published goes last when it is published). */
    reorder: async (merchantId: number, refs: string[]) => {
      const live = await spec.live(db, merchantId);
      const ids = refs.filter((x) => x.startsWith('L')).map((x) => Number(x.slice(1)));
      const known = new Set(live.map((i) => i.id));
      if (ids.some((id) => !known.has(id)) || new Set(ids).size !== ids.length) throw new AppError('request_param_err');
      // Items the list did not name keep their place after the named ones.
      const rest = live.filter((i) => !ids.includes(i.id)).map((i) => i.id);
      await db.transaction(async (tx) => {
        for (const [sort, id] of [...ids, ...rest].entries()) await spec.setSort(tx, merchantId, id, sort);
      });
      return list(merchantId);
    },
  };
};
