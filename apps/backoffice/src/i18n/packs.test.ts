import fs from 'node:fs';
import path from 'node:path';
import { approvalActions, approvalState, auditProblem, staffPermissions } from '@wl/contracts';
import { describe, expect, it } from 'vitest';
import { navItems } from '../app/nav-items';
import { areaLabelKey, permissionGroups, permissionLabelKey } from '../features/roles/permission-groups';
import { enFlat, urFlat } from './flat-packs.test-helpers';

const ARABIC = /[\u0600-\u06FF]/;
const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/** Every quoted pack key written in the source (t('shell.signOut'), a list of keys …), tests left out. */
const keysInSource = (): string[] => {
  const src = path.resolve(import.meta.dirname, '..');
  const tops = Object.keys(enFlat).map((k) => k.split('.')[0]);
  const quoted = new RegExp(`['"\`]((?:${[...new Set(tops)].join('|')})\\.[A-Za-z0-9_.]+)['"\`]`, 'g');
  const files = fs
    .readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test(-helpers)?\.ts$/.test(f));
  const all = files.flatMap((f) => [...fs.readFileSync(path.join(src, f), 'utf8').matchAll(quoted)].map((m) => m[1] as string));
  // Permission names (`staff.manage`) look like keys but are data.
  return all.filter((k) => !(staffPermissions as readonly string[]).includes(k));
};

describe('language packs', () => {
  it('have exactly the same keys in English and Urdu', () => {
    expect(Object.keys(urFlat).sort()).toEqual(Object.keys(enFlat).sort());
  });

  it('have no empty values', () => {
    for (const [k, v] of [...Object.entries(enFlat), ...Object.entries(urFlat)]) expect(v.trim(), k).not.toBe('');
  });

  it('use the same interpolation variables in both packs', () => {
    for (const k of Object.keys(enFlat)) expect(vars(urFlat[k] ?? ''), k).toEqual(vars(enFlat[k] as string));
  });

  it('write Urdu in Urdu script and English without it', () => {
    for (const [k, v] of Object.entries(urFlat)) expect(v, k).toMatch(ARABIC);
    for (const [k, v] of Object.entries(enFlat)) expect(v, k).not.toMatch(ARABIC);
  });

  it('name every page of the navigation', () => {
    for (const item of navItems) expect(enFlat[`nav.${item.id}`], item.id).toBeTruthy();
  });

  it('label every permission and every permission area', () => {
    for (const p of staffPermissions) expect(enFlat[permissionLabelKey(p)], p).toBeTruthy();
    for (const g of permissionGroups()) expect(enFlat[areaLabelKey(g.area)], g.area).toBeTruthy();
  });

  it('word every approval state and action and every audit problem', () => {
    for (const s of approvalState.options) expect(enFlat[`approvals.states.${s}`], s).toBeTruthy();
    for (const a of approvalActions) expect(enFlat[`approvals.actions.${a}`], a).toBeTruthy();
    for (const p of auditProblem.options) expect(enFlat[`audit.problems.${p}`], p).toBeTruthy();
  });

  it('hold every key the code names', () => {
    const named = keysInSource();
    expect(named.length).toBeGreaterThan(100);
    expect(named.filter((k) => !(k in enFlat))).toEqual([]);
  });
});
