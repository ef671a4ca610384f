import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ledgerKinds } from '@wl/contracts';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import ur from './ur.json';

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return files(p);
    return /\.(ts|sql)$/.test(e.name) && !e.name.endsWith('.test.ts') ? [p] : [];
  });

/** The transfer kinds the server writes: `kind: 'X'` in ledger.transfer and transferIn calls, the kind argument in SQL functions. */
const writtenKinds = () => {
  const found = new Set<string>();
  for (const f of files(path.resolve(import.meta.dirname, '../../../server/src'))) {
    const src = readFileSync(f, 'utf8');
    for (const m of src.matchAll(/\.transfer(?:In)?\((?:\w+,\s*)?\{[\s\S]{0,600}?kind:\s*'([A-Z_]+)'/g)) found.add(m[1] as string);
    for (const m of src.matchAll(/ledger_transfer\([^;]*?'([A-Z_]+)'/gs)) found.add(m[1] as string);
  }
  return [...found];
};

describe('transaction kinds', () => {
  it('every kind the server writes is listed and has a text in both packs', () => {
    const written = writtenKinds();
    expect(written).toEqual(expect.arrayContaining(['GAME_BET', 'GAME_WIN', 'DEPOSIT', 'WALLET_TRANSFER']));
    for (const k of written) expect(ledgerKinds as readonly string[], k).toContain(k);
    for (const k of ledgerKinds) {
      expect((en.wallet.kind as Record<string, string>)[k], `en ${k}`).toBeTruthy();
      expect((ur.wallet.kind as Record<string, string>)[k], `ur ${k}`).toBeTruthy();
    }
  });
});
