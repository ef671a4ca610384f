import type { QueueKind, QueueTicket } from '@wl/contracts';
import type { QueueDbRow, QueuesRepo } from './queues.repo';

type Check = QueueTicket['precheck']['checks'][number];
/** What the KYC and risk modules tell a withdrawal's precheck (issue 31). */
export type RiskFacts = { level: string; threshold: string | null; holds: number; open: number };
/** Withdrawn (with this one) over deposited, above which a withdrawal is flagged. */
export const RATIO_LIMIT = 3;
/** A withdrawal above this multiple of the last deposit is flagged. */
export const WIN_MULTIPLE_LIMIT = 10;
const DAY_MS = 86_400_000;
const ms = (v: Date | string | null) => (v === null ? null : new Date(v).getTime());

/** `a / b` with two decimals, from whole minor units (no float until the text). */
const ratio = (a: bigint, b: bigint) => (b === 0n ? null : Number((a * 100n) / b) / 100);

/**
 * The ticket's precheck (issue 29): each rule's result and what it measured. Withdrawals: bonus wagering left,
 * withdrawn-to-deposited ratio, win multiple of the last deposit, first withdrawal, a payee or password changed in the
 * day before, the KYC level against the withdrawal threshold and the open risk cases, flagged when one holds withdrawals (issue 31), linked
 * accounts. Deposits: a proof, the same amount twice in a day, first deposit, linked accounts.
 */
export const precheckOf = async (
  repo: QueuesRepo,
  kind: QueueKind,
  row: QueueDbRow,
  linked: (memberId: number) => Promise<number>,
  risk?: (memberId: number) => Promise<RiskFacts>,
): Promise<QueueTicket['precheck']> => {
  const memberId = Number(row.member_id);
  const id = Number(row.id);
  const amount = BigInt(row.amount);
  const f = await repo.memberFigures(memberId, kind === 'withdrawals' ? id : 0, kind === 'deposits' ? id : 0);
  const links = await linked(memberId);
  const checks: Check[] = [];
  if (kind === 'withdrawals') {
    const deposited = BigInt(f?.deposited ?? 0);
    const r = ratio(BigInt(f?.withdrawn ?? 0) + amount, deposited);
    const last = f?.last_deposit == null ? 0n : BigInt(f.last_deposit);
    const multiple = ratio(amount, last);
    const created = ms(row.created_at) ?? 0;
    const changes = [ms(row.payee_created_at), ms(f?.password_changed_at ?? null)].filter((v): v is number => v !== null && v <= created);
    const sinceChange = changes.length ? created - Math.max(...changes) : null;
    checks.push(
      { code: 'wagering', ok: Number(f?.bonuses ?? 0) === 0, value: String(f?.turnover_left ?? 0) },
      { code: 'ratio', ok: r !== null && r <= RATIO_LIMIT, value: r === null ? '∞' : r.toFixed(2) },
      {
        code: 'win_multiple',
        ok: multiple !== null && multiple <= WIN_MULTIPLE_LIMIT,
        value: multiple === null ? '∞' : multiple.toFixed(2),
      },
      { code: 'first_withdrawal', ok: Number(f?.withdrawals ?? 0) > 0, value: String(f?.withdrawals ?? 0) },
      {
        code: 'profile_change',
        ok: sinceChange === null || sinceChange >= DAY_MS,
        value: sinceChange === null ? '' : String(Math.floor(sinceChange / 3_600_000)),
      },
    );
    if (risk) {
      const r = await risk(memberId);
      const verified = r.level === 'VERIFIED' || r.level === 'ENHANCED';
      checks.push(
        { code: 'kyc_level', ok: verified || r.threshold === null || amount <= BigInt(r.threshold), value: r.level },
        { code: 'risk_hold', ok: r.holds === 0, value: String(r.open) },
      );
    }
  } else {
    const since = new Date((ms(row.created_at) ?? 0) - DAY_MS);
    const dup = await repo.duplicates(memberId, id, row.amount, since);
    checks.push(
      { code: 'proof', ok: row.proof_file_ids.length > 0, value: String(row.proof_file_ids.length) },
      { code: 'duplicate', ok: dup === 0, value: String(dup) },
      { code: 'first_deposit', ok: Number(f?.deposits ?? 0) > 0, value: String(f?.deposits ?? 0) },
    );
  }
  checks.push({ code: 'linked_accounts', ok: links === 0, value: String(links) });
  return { checks, flags: checks.filter((c) => !c.ok).map((c) => c.code) };
};
