import { createHash } from 'node:crypto';
import { REGULATOR_MAX_DAYS, type RegulatorExportQuery, type RegulatorKind, type RegulatorOverview, regulatorKinds } from '@wl/contracts';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/client';
import { csvHeaders, csvLine, moneyLine, rgLine, roundLine } from './regulator-csv';
import { exportKey, signatureFile } from './regulator-signing';
import { defaultThreshold } from './regulator-threshold';
import { type MerchantFacts, moneySources, type PageQuery, regulatorRepo as repo } from './regulator.repo';

/** Rows read per query: each page is rendered to CSV bytes and let go before the next is read. */
const PAGE_SIZE = 1000;
const DAY = 86_400_000;

/** A calendar day as written (`2026-02-30` is not one), as UTC midnight; null otherwise. */
const dayOf = (text: string) => {
  const t = Date.parse(`${text}T00:00:00Z`);
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === text ? t : null;
};

type Plan = { kind: RegulatorKind; facts: MerchantFacts; q: Omit<PageQuery, 'after' | 'limit'>; threshold: bigint | null };

/** Every row of one source, a page at a time, each page after the last id of the one before. */
async function* paged<T extends { id: number | string }>(read: (after: number) => Promise<T[]>, size: number): AsyncGenerator<T> {
  let after = 0;
  for (;;) {
    const rows = await read(after);
    yield* rows;
    const last = rows.at(-1);
    if (rows.length < size || !last) return;
    after = Number(last.id);
  }
}

/**
 * Regulator exports (issue 32): the CSV of a kind over a merchant's days, rendered page by page (the bytes of one page
 * at a time, with a running count), and its signature file. Rows come in id order (large transactions: deposits, then
 * withdrawals, then stakes, then payouts, each in id order), which the keyset pages walk on the primary keys — an order
 * that never changes for the same data, unlike a time that two rows can share. Nothing here writes business data; the audit record of
 * each export is written by the operator gate around it.
 */
export const createRegulatorService = (deps: { db: Db; now: () => Date; pageSize?: number }) => {
  const { db } = deps;
  const PAGE = deps.pageSize ?? PAGE_SIZE;

  const factsOf = async (merchantId: number) => {
    const f = await repo.facts(db, merchantId);
    if (!f) throw new AppError('resource.not_found');
    return f;
  };

  /** Checks what an export asks for (a refusal is coded, and recorded by the gate), and settles its bounds. */
  const plan = async (merchantId: number, kind: RegulatorKind, query: RegulatorExportQuery): Promise<Plan> => {
    const reason = query.reason?.trim() ?? '';
    if (reason.length < 3 || reason.length > 300) throw new AppError('regulator.reason_required');
    const from = dayOf(query.from);
    const to = dayOf(query.to);
    if (from === null || to === null || to < from || (to - from) / DAY + 1 > REGULATOR_MAX_DAYS)
      throw new AppError('regulator.range_invalid');
    const facts = await factsOf(merchantId);
    let threshold: bigint | null = null;
    if (kind === 'large-transactions') {
      threshold = query.threshold ? BigInt(query.threshold) : defaultThreshold(facts).amount;
      if (threshold === null) throw new AppError('regulator.threshold_required');
    }
    const { start, end } = await repo.bounds(db, facts.zone, query.from, query.to);
    return { kind, facts, threshold, q: { merchantId, zone: facts.zone, start, end } };
  };

  /** The CSV's lines, one chunk of bytes per page read; `count.rows` holds the data rows written so far. */
  async function* chunks(p: Plan, count: { rows: number }): AsyncGenerator<Buffer> {
    yield Buffer.from(csvLine(csvHeaders[p.kind]));
    const { currency, decimals } = p.facts;
    const emit = async function* <T extends { id: number | string }>(read: (after: number) => Promise<T[]>, line: (r: T) => string) {
      let buf: string[] = [];
      for await (const r of paged(read, PAGE)) {
        buf.push(line(r));
        count.rows++;
        if (buf.length >= PAGE) {
          yield Buffer.from(buf.join(''));
          buf = [];
        }
      }
      if (buf.length) yield Buffer.from(buf.join(''));
    };
    const page = (after: number) => ({ ...p.q, after, limit: PAGE });
    if (p.kind === 'large-transactions') {
      for (const s of moneySources)
        yield* emit(
          (after) => repo.moneyPage(db, s, page(after), p.threshold as bigint),
          (r) => moneyLine(s.type, r, currency, decimals),
        );
    } else if (p.kind === 'rg-events') {
      yield* emit(
        (after) => repo.rgPage(db, page(after)),
        (r) => rgLine(r, currency),
      );
    } else {
      yield* emit((after) => repo.roundPage(db, page(after)), roundLine);
    }
  }

  const fileName = (p: Plan, query: RegulatorExportQuery) => `${p.kind}-${p.facts.code}-${query.from}-${query.to}.csv`;

  return {
    overview: async (merchantId: number): Promise<RegulatorOverview> => {
      const facts = await factsOf(merchantId);
      const key = await exportKey(db, merchantId);
      const threshold = defaultThreshold(facts);
      const recent = await repo.recent(db, merchantId, 10);
      return {
        kinds: [...regulatorKinds],
        key: key.view,
        threshold: { profile: facts.profile, amount: threshold.amount?.toString() ?? null, source: threshold.source },
        zone: facts.zone,
        currency: facts.currency,
        decimals: facts.decimals,
        maxDays: REGULATOR_MAX_DAYS,
        recent: recent.map((r) => ({
          at: `${r.at.slice(0, 23)}Z`,
          actor: r.actor,
          action: r.action === 'regulator.signature' ? ('signature' as const) : ('export' as const),
          kind: String(r.payload.kind ?? ''),
          from: String(r.payload.from ?? ''),
          to: String(r.payload.to ?? ''),
          reason: String(r.payload.reason ?? ''),
          outcome: String(r.payload.outcome ?? ''),
        })),
      };
    },

    publicKey: async (merchantId: number) => (await exportKey(db, merchantId)).view,

    /** The CSV as a stream of chunks (read lazily: the first page is read when the answer starts). */
    csv: async (merchantId: number, kind: RegulatorKind, query: RegulatorExportQuery) => {
      const p = await plan(merchantId, kind, query);
      return { name: fileName(p, query), threshold: p.threshold?.toString() ?? null, chunks: chunks(p, { rows: 0 }) };
    },

    /**
     * The signature file of the same export: the CSV rendered again (the same bytes for the same data), hashed as it
     * comes and kept as bytes for the Ed25519 signature, which signs the whole message at once.
     */
    signature: async (merchantId: number, kind: RegulatorKind, query: RegulatorExportQuery) => {
      const p = await plan(merchantId, kind, query);
      const key = await exportKey(db, merchantId);
      const count = { rows: 0 };
      const hash = createHash('sha256');
      const parts: Buffer[] = [];
      for await (const c of chunks(p, count)) {
        hash.update(c);
        parts.push(c);
      }
      const csv = Buffer.concat(parts);
      const name = fileName(p, query);
      const sha256 = hash.digest('hex');
      const text = signatureFile(
        {
          merchant: p.facts.code,
          kind,
          from: query.from,
          to: query.to,
          timeZone: p.facts.zone,
          rangeUtc: `${p.q.start.slice(0, 23)}Z/${p.q.end.slice(0, 23)}Z`,
          threshold: p.threshold?.toString() ?? '-',
          currency: p.facts.currency,
          rows: count.rows,
          file: name,
          sha256,
          generatedAt: deps.now().toISOString(),
          keyId: key.view.keyId,
        },
        csv,
        key.sign,
      );
      return { name: `${name}.sig`, text, rows: count.rows, sha256, threshold: p.threshold?.toString() ?? null };
    },
  };
};
export type RegulatorService = ReturnType<typeof createRegulatorService>;
