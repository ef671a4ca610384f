import { hash } from '@node-rs/argon2';
import { argonOptions } from '../core/passwords';
import { createLedgerService } from '../modules/ledger';
import { members, payeeAccounts, paymentChannels, paymentPasswords, walletSettings } from '../db/schema';
import type { SeedStep } from './step';

export const demoPassword = 'Demo1234';
export const demoPaymentPassword = '246810';
/** Secret the gateway stand-in signs webhooks with in the demo (each channel has its own). */
export const demoGatewaySecret = 'demo-gateway-secret-change-me';

type DemoMember = { account: string; nickname: string; type: number; parent?: string; opening: bigint; payee?: boolean };

const demoMembers: Record<string, DemoMember[]> = {
  DEMO: [
    { account: 'demoagent', nickname: 'Demo Agent', type: 1, opening: 50_000_00n, payee: true },
    { account: 'demodown1', nickname: 'Downline One', type: 0, parent: 'demoagent', opening: 1_000_00n, payee: true },
    { account: 'demodown2', nickname: 'Downline Two', type: 0, parent: 'demoagent', opening: 500_00n },
    { account: 'demoplayer1', nickname: 'Player One', type: 0, opening: 5_000_00n, payee: true },
    { account: 'demoplayer2', nickname: 'Player Two', type: 0, opening: 250_00n },
  ],
  ACME: [{ account: 'acmeplayer1', nickname: 'Acme Player', type: 0, opening: 2_000_00n, payee: true }],
};

/**
 * Wallet demo data: settings (DEMO uses transfer wallets for SV3 and IMES, ACME one shared wallet), a bank channel
 * and a gateway channel per merchant, and demo members whose balances are opening deposits through the ledger.
 */
export const seedWallet: SeedStep = async (tx, ctx) => {
  const [passwordHash, payHash] = await Promise.all([hash(demoPassword, argonOptions), hash(demoPaymentPassword, argonOptions)]);
  const ledger = createLedgerService({ db: tx });
  for (const m of ctx.merchants) {
    const demo = m.code === 'DEMO';
    await tx.insert(walletSettings).values({
      merchantId: m.id,
      isSingle: !demo,
      transferVendors: demo ? ['SV3', 'IMES'] : [],
      withdrawMin: 100_00n,
      withdrawMax: 500_000_00n,
      transferMin: 1_00n,
      transferMax: 1_000_000_00n,
      autoReceiptMinutes: demo ? 60 : 1440,
      maxPayees: 5,
    });
    await tx.insert(paymentChannels).values([
      {
        merchantId: m.id,
        code: 'BANK',
        kind: 'BANK',
        name: demo ? 'Bank transfer (HBL)' : 'Bank transfer',
        minAmount: 500_00n,
        maxAmount: 1_000_000_00n,
        sort: 1,
        bankInfo: demo
          ? { bankName: 'Habib Bank Limited', accountName: 'Lucky Crown Payments', accountNo: 'PK36HABB0000001123456702' }
          : { bankName: 'First Demo Bank', accountName: 'Acme Play Ltd', accountNo: 'US00DEMO0000000042' },
      },
      {
        merchantId: m.id,
        code: 'FASTPAY',
        kind: 'GATEWAY',
        name: 'FastPay',
        minAmount: 100_00n,
        maxAmount: 200_000_00n,
        sort: 0,
        gatewaySecret: demoGatewaySecret,
      },
    ]);
    const ids = new Map<string, number>();
    for (const d of demoMembers[m.code] ?? []) {
      const [row] = await tx
        .insert(members)
        .values({
          merchantId: m.id,
          account: d.account,
          nickname: d.nickname,
          type: d.type,
          passwordHash,
          parentId: d.parent ? ids.get(d.parent) : null,
        })
        .returning({ id: members.id });
      if (!row) continue;
      ids.set(d.account, row.id);
      await ledger.transfer({
        idempotencyKey: `seed-opening:${d.account}`,
        merchantId: m.id,
        kind: 'DEPOSIT',
        ref: 'opening',
        postings: [
          { account: { system: 'DEPOSIT_CLEARING' }, amount: -d.opening },
          { account: { memberId: row.id }, amount: d.opening },
        ],
      });
      if (d.payee) {
        await tx.insert(paymentPasswords).values({ memberId: row.id, merchantId: m.id, hash: payHash });
        await tx.insert(payeeAccounts).values({
          merchantId: m.id,
          memberId: row.id,
          bankName: 'Meezan Bank',
          accountNo: `0101${String(row.id).padStart(8, '0')}`,
          payeeName: d.nickname,
        });
      }
    }
  }
};
