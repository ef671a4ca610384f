import { describe, expect, it } from 'vitest';
import { tabFromParams } from './brand-keys';
import { changedRules, draftOf, draftProblem } from './register-draft';
import { checkDraft, parseHex, ratioText } from './theme-draft';

const theme = {
  primary: '#f5b301',
  primaryText: '#1a1300',
  accent: '#ff4d6d',
  background: '#0d1320',
  surface: '#151d2e',
  surfaceAlt: '#1d2740',
  text: '#e8ecf5',
  textMuted: '#8a94ab',
  border: '#26314d',
};

describe('theme drafts', () => {
  it('reads #rrggbb only, in lower case', () => {
    expect(parseHex('#AABBCC')).toBe('#aabbcc');
    expect(parseHex('aabbcc')).toBe('#aabbcc');
    expect(parseHex('#abc')).toBeNull();
    expect(parseHex('red')).toBeNull();
  });
  it('a seeded theme may be saved; grey on grey or white on yellow may not', () => {
    expect(checkDraft(theme).canSave).toBe(true);
    const grey = checkDraft({ ...theme, text: '#777777', background: '#666666' });
    expect(grey.canSave).toBe(false);
    expect(grey.pairs.find((p) => p.fg === 'text')?.ok).toBe(false);
    expect(checkDraft({ ...theme, primaryText: '#ffffff' }).pairs.find((p) => p.fg === 'primaryText')?.ok).toBe(false);
    const bad = checkDraft({ ...theme, accent: 'nope' });
    expect(bad).toMatchObject({ bad: ['accent'], theme: null, canSave: false });
  });
  it('rounds a ratio down', () => {
    expect(ratioText(4.4999)).toBe('4.49:1');
    expect(ratioText(21)).toBe('21.00:1');
  });
});

describe('registration drafts', () => {
  const rules = {
    username: { acceptedPattern: '^[a-z]+$', minLength: 4, maxLength: 16, patternId: 1, required: true, visible: true },
    email: { acceptedPattern: '*', minLength: 5, maxLength: 64, patternId: 3, required: false, visible: true },
  };
  it('names what the server would refuse', () => {
    expect(draftProblem(draftOf(rules.username))).toBeNull();
    expect(draftProblem({ ...draftOf(rules.username), acceptedPattern: '([a-z' })).toBe('pattern');
    expect(draftProblem({ ...draftOf(rules.username), minLength: 'x' })).toBe('minLength');
    expect(draftProblem({ ...draftOf(rules.username), minLength: '10', maxLength: '8' })).toBe('maxLength');
    expect(draftProblem({ ...draftOf(rules.username), maxLength: '0' })).toBeNull();
  });
  it('sends only the changed fields, whole, with their pattern id', () => {
    const drafts = { username: { ...draftOf(rules.username), minLength: '8' }, email: draftOf(rules.email) };
    expect(changedRules(rules, drafts)).toEqual({ username: { ...rules.username, minLength: 8 } });
    expect(changedRules(rules, { username: draftOf(rules.username) })).toEqual({});
  });
});

describe('tabs', () => {
  it('opens the tab the address names, else the switches', () => {
    expect(tabFromParams(new URLSearchParams('tab=theme'))).toBe('theme');
    expect(tabFromParams(new URLSearchParams('tab=nope'))).toBe('modules');
  });
});
