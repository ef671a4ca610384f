import { describe, expect, it } from 'vitest';
import { definitionOf, functionSources, migratedDefinitions, migrationOf, staleFunctions } from './functions';

describe('SQL function sources', () => {
  it('every source is what the latest migration defining it says (run `npm run db:functions -w @wl/server`)', () => {
    expect(staleFunctions()).toEqual([]);
  });

  it('every function a migration defines has its source file', () => {
    const sources = functionSources();
    expect([...migratedDefinitions().keys()].filter((n) => !sources.has(n))).toEqual([]);
  });

  it('an edited source is found stale and the produced migration carries it', () => {
    const [name, text] = [...functionSources()][0] ?? ['', ''];
    const edited = text.replace(/\$\$;\s*$/, '$$$$;\n');
    expect(definitionOf(edited)).toBe(definitionOf(text));
    const migrated = migratedDefinitions().get(name)?.definition;
    expect(migrated).toBe(definitionOf(text));
    expect(definitionOf(`${text.replace('BEGIN', 'BEGIN\n  PERFORM 1;')}`)).not.toBe(migrated);
    expect(migrationOf([name])).toContain(definitionOf(text));
  });

  it('a function another one calls comes first in the migration (a LANGUAGE sql body is checked at creation)', () => {
    const body = migrationOf(['lottery_multiplier', 'lottery_credit', 'lottery_tail_count', 'lottery_ibox']);
    const at = (n: string) => body.indexOf(`FUNCTION ${n}(`);
    expect(at('lottery_tail_count')).toBeGreaterThanOrEqual(0);
    expect(at('lottery_tail_count')).toBeLessThan(at('lottery_multiplier'));
    expect(at('lottery_ibox')).toBeLessThan(at('lottery_multiplier'));
  });
});
