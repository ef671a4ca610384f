import { and, eq, gt, sql } from 'drizzle-orm';
import { hashPassword } from '../core/passwords';
import { createAgents, dayKey } from '../modules/agents';
import { createDepositService } from '../modules/deposits';
import { createLedgerService, gameBetsOf } from '../modules/ledger';
import { type DomainEvent, type EventType, writeEvent } from '../modules/outbox';
import {
  agentContracts,
  agentContractTemplates,
  deposits as depositRows,
  domainEvents,
  members,
  merchants,
  vendorTransactions,
} from '../db/schema';
import { HOUSE_VENDOR } from './vendors';
import { actorOf } from './promotions';
import type { SeedStep } from './step';

const DAY = 86_400_000;
const salaryTiers = (scale: number) => [
  { min: '0', active: 0, rateBp: Math.round(40 * scale) },
  { min: '50000', active: 2, rateBp: Math.round(80 * scale) },
  { min: '200000', active: 3, rateBp: Math.round(120 * scale) },
];
const dividendTiers = (scale: number) => [
  { min: '0', active: 0, rateBp: Math.round(1000 * scale) },
  { min: '100000', active: 2, rateBp: Math.round(2000 * scale) },
];

/**
 * The agent tree demo (README): under the first merchant's `agent01` (password agent123) a sub-agent `agent02`, and under
 * it `agent03`, with players `teamplayer1`…`teamplayer6` (password demo1234) spread over the levels. Each player
 * deposits through the gateway and plays house rounds, on this day and the three before it. Contracts: the merchant
 * pays agent01 a daily salary, an hourly and a real-time salary and a daily dividend; agent01 gives agent02 and
 * agent02 gives agent03 lower ones. The step then sums the events as the agents consumer does and settles the three
 * past days, so the agent centre opens on real figures, records and payments.
 */
export const agentsSeed: SeedStep = async (tx, ctx) => {
  const agentPw = await hashPassword('agent123');
  const playerPw = await hashPassword('demo1234');
  const ledger = createLedgerService({ db: tx });
  const deposits = createDepositService({ db: tx, ledger });
  // The first merchant only: every test database is seeded, so the demo stays small.
  for (const [i, m] of ctx.merchants.slice(0, 1).entries()) {
    const prefix = i === 0 ? '' : m.code.toLowerCase();
    const [row] = await tx.select().from(merchants).where(eq(merchants.id, m.id));
    const [top] = await tx
      .select()
      .from(members)
      .where(and(eq(members.merchantId, m.id), eq(members.account, `${prefix}agent01`)));
    if (!row || !top) continue;
    // agent01 holds money of its own to pay its downlines and transfer to them.
    await ledger.transfer({
      idempotencyKey: `seed-agents-opening-${top.id}`,
      merchantId: m.id,
      kind: 'DEPOSIT',
      postings: [
        { account: { system: 'DEPOSIT_CLEARING' }, amount: -(10_000n * 10n ** BigInt(row.currencyDecimals)) },
        { account: { memberId: top.id }, amount: 10_000n * 10n ** BigInt(row.currencyDecimals) },
      ],
    });
    const [before] = await tx.select({ id: sql<string>`COALESCE(max(${domainEvents.id}), 0)::text` }).from(domainEvents);
    const insertMember = async (account: string, type: number, parentId: number, pw: string) =>
      (
        await tx
          .insert(members)
          .values({
            merchantId: m.id,
            account,
            nickname: account,
            type,
            passwordHash: pw,
            parentId,
            inviteCode: `${m.code}${account}`.slice(0, 32).toUpperCase(),
          })
          .returning()
      )[0];
    // Each newcomer is registered as sign-up does (member.registered), so the team's "new members" are real.
    const registered = (id: number, account: string, parentId: number, kind: 'agent' | 'member') =>
      writeEvent(tx, {
        merchantId: m.id,
        type: 'member.registered',
        subjectId: id,
        aggregateId: `member:${id}`,
        payload: { account, parentId, method: 'AGENT', kind },
      });
    const agent02 = await insertMember(`${prefix}agent02`, 2, top.id, agentPw);
    const agent03 = agent02 ? await insertMember(`${prefix}agent03`, 2, agent02.id, agentPw) : undefined;
    if (!agent02 || !agent03) continue;
    await registered(agent02.id, agent02.account, top.id, 'agent');
    await registered(agent03.id, agent03.account, agent02.id, 'agent');
    const parents = [top, top, agent02, agent02, agent03, agent03];
    const players = [];
    for (const [n, parent] of parents.entries()) {
      const p = await insertMember(`${prefix}teamplayer${n + 1}`, 0, parent.id, playerPw);
      if (p) {
        players.push(p);
        await registered(p.id, p.account, parent.id, 'member');
      }
    }
    const decimals = row.currencyDecimals;
    for (const [n, p] of players.entries()) {
      const a = await actorOf(tx, m.id, p.account);
      if (!a) continue;
      const order = await deposits.createGateway(a.actor as never, {
        channelCode: 'FASTPAY',
        amount: ((2000 + n * 700) * 10 ** 0).toFixed(decimals),
        requestId: `seed-${p.account}-agents`,
      });
      await deposits.approve(m.id, order.id, 'seed');
      // Settled rounds as the seamless wallet books them: the stake to GAME_BETS, the payout back with bet.settled.
      for (let r = 0; r < 4 + (n % 3); r++) {
        const stake = BigInt((50 + ((n * 7 + r * 13) % 9) * 25) * 10 ** decimals);
        const payout = (stake * BigInt((n + r) % 4 === 0 ? 190 : (n + r) % 4 === 1 ? 40 : 0)) / 100n;
        const ref = `SEEDAG:${p.id}:${r}`;
        const gameCode = r % 2 === 0 ? 'HOUSE_SLOT' : 'HOUSE_DICE';
        // The bet as the seamless wallet records it (betting records, team betting).
        await tx.insert(vendorTransactions).values({
          merchantId: m.id,
          memberId: p.id,
          vendor: HOUSE_VENDOR,
          txId: ref,
          kind: 'BET',
          gameCode,
          amount: stake,
          state: 'SETTLED',
          payout,
          settledAt: new Date(),
          fingerprint: `BET:${stake}`,
          response: {},
        });
        await ledger.transfer({
          idempotencyKey: ref,
          merchantId: m.id,
          kind: 'GAME_BET',
          postings: [
            { account: { memberId: p.id }, amount: -stake },
            { account: gameBetsOf(p.id), amount: stake },
          ],
        });
        const event = {
          merchantId: m.id,
          type: 'bet.settled' as const,
          subjectId: p.id,
          aggregateId: ref,
          payload: {
            vendor: 'HOUSE',
            txId: `${ref}w`,
            betTxId: ref,
            gameCode,
            // The category the game is listed under: dice sits with the card and table games (issue 36).
            category: gameCode === 'HOUSE_SLOT' ? 'RNG' : 'PVP',
            stake: String(stake),
            payout: String(payout),
            validBet: String(stake),
          },
        };
        if (payout > 0n)
          await ledger.transfer({
            idempotencyKey: `${ref}w`,
            merchantId: m.id,
            kind: 'GAME_WIN',
            postings: [
              { account: gameBetsOf(p.id), amount: -payout },
              { account: { memberId: p.id }, amount: payout },
            ],
            event,
          });
        else await writeEvent(tx, event);
      }
    }
    // Spread the team's play over this day and the three before it (each player on its own day).
    const events = await tx
      .select()
      .from(domainEvents)
      .where(and(gt(domainEvents.id, Number(before?.id ?? 0)), eq(domainEvents.merchantId, m.id)));
    const dayOf = new Map(players.map((p, n) => [p.id, n % 4]));
    const list: DomainEvent[] = events.map((e) => ({
      id: e.id,
      merchantId: e.merchantId,
      type: e.type as EventType,
      subjectId: e.subjectId,
      aggregateId: e.aggregateId,
      payload: e.payload as Record<string, unknown>,
      occurredAt: new Date(e.occurredAt.getTime() - (dayOf.get(e.subjectId ?? 0) ?? 0) * DAY),
    }));
    for (const e of list) await tx.update(domainEvents).set({ occurredAt: e.occurredAt }).where(eq(domainEvents.id, e.id));
    // The player's sign-up, deposit and bets on the same day as its events.
    for (const p of players) {
      const back = sql`interval '1 day' * ${dayOf.get(p.id) ?? 0}`;
      await tx
        .update(members)
        .set({ createdAt: sql`${members.createdAt} - ${back}` })
        .where(eq(members.id, p.id));
      await tx
        .update(depositRows)
        .set({ createdAt: sql`${depositRows.createdAt} - ${back}`, updatedAt: sql`${depositRows.updatedAt} - ${back}` })
        .where(eq(depositRows.memberId, p.id));
      await tx
        .update(vendorTransactions)
        .set({ createdAt: sql`${vendorTransactions.createdAt} - ${back}`, settledAt: sql`${vendorTransactions.settledAt} - ${back}` })
        .where(eq(vendorTransactions.memberId, p.id));
    }
    // agent01 tops up a player and its sub-agent (downline transactions show transfers).
    const unit = 10n ** BigInt(decimals);
    for (const [k, to, amount] of [
      [1, players[0], 300n * unit],
      [2, agent02, 500n * unit],
    ] as const) {
      if (!to) continue;
      await ledger.transfer({
        idempotencyKey: `seed-agents-down-${top.id}-${k}`,
        merchantId: m.id,
        kind: 'TRANSFER_DOWNLINE',
        ref: to.account,
        postings: [
          { account: { memberId: top.id }, amount: -amount },
          { account: { memberId: to.id }, amount },
        ],
      });
    }

    // The merchant's templates, and contracts accepted ten days ago down the tree.
    const decided = new Date(Date.now() - 10 * DAY);
    const templates = [
      { kind: 'DAILY' as const, name: 'Daily salary', cycle: null, tiers: salaryTiers(1) },
      { kind: 'HOURLY' as const, name: 'Hourly salary', cycle: null, tiers: salaryTiers(0.5) },
      { kind: 'REALTIME' as const, name: 'Real-time salary', cycle: null, tiers: salaryTiers(2) },
      { kind: 'DIVIDEND' as const, name: 'Daily dividend', cycle: 'DAILY' as const, tiers: dividendTiers(1) },
    ];
    for (const t of templates) {
      const [tpl] = await tx
        .insert(agentContractTemplates)
        .values({ merchantId: m.id, kind: t.kind, name: t.name, cycle: t.cycle, tiers: t.tiers })
        .returning();
      const chain: [number, number | null, number][] = [
        [top.id, null, 1],
        [agent02.id, top.id, 0.6],
        [agent03.id, agent02.id, 0.3],
      ];
      for (const [agentId, uplineId, scale] of chain)
        await tx.insert(agentContracts).values({
          merchantId: m.id,
          kind: t.kind,
          agentId,
          uplineId,
          status: 'ACTIVE',
          cycle: t.cycle,
          tiers:
            t.kind === 'DIVIDEND' ? dividendTiers(scale) : salaryTiers(scale * (t.kind === 'DAILY' ? 1 : t.kind === 'HOURLY' ? 0.5 : 2)),
          templateId: tpl?.id ?? null,
          offeredAt: decided,
          expiresAt: new Date(decided.getTime() + 7 * DAY),
          decidedAt: decided,
        });
    }

    // The read model as the consumer makes it (the consumer skips these events at start), then the past days settled.
    const agents = createAgents({ db: tx, ledger });
    await agents.consumer.handleBatch(list, tx);
    const tz = row.timeZone;
    for (let d = 3; d >= 1; d--) {
      const day = dayKey(new Date(Date.now() - d * DAY), tz);
      await agents.settlement.settle(m.id, 'DAILY', null, day, { force: true });
      await agents.settlement.settle(m.id, 'DIVIDEND', 'DAILY', `D:${day}`, { force: true });
    }
  }
};
