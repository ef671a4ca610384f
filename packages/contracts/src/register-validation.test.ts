import { describe, expect, it } from 'vitest';
import errorsEn from './i18n/en.json';
import errorsUr from './i18n/ur.json';
import { checkRule, formatPatternMessage, patternKinds, validateRegistration } from './register-validation';
import type { RegisterRules } from './register-rules';

/** For each kind: values it accepts and values it refuses (length bounds kept wide so only the pattern decides). */
const cases: Record<number, [string[], string[]]> = {
  0: [['anything goes!', 'ä ü 1'], []],
  1: [
    ['abc123', 'Zed'],
    ['1abc', 'ab_c', 'ab c'],
  ],
  2: [
    ['中文123', '汉字'],
    ['abc', '中文 1'],
  ],
  3: [
    ['a@b.co', 'first.last@x.org'],
    ['a@b', 'no at.com', 'a b@c.de'],
  ],
  4: [
    ['abc123', 'ABC'],
    ['abc-1', 'ab c', 'äbc'],
  ],
  5: [
    ['abc123', '1a'],
    ['abcdef', '123456', 'abc12!'],
  ],
  6: [['0123456'], ['12a', '+123', '1 2']],
  7: [
    ['Abc123', 'ABC'],
    ['abc123', 'Abc-1'],
  ],
  8: [['John Smith'], ['John1', 'Jöhn']],
  9: [
    ['p@ss-word', 'x'],
    ['has space', 'tab\there'],
  ],
  10: [
    ['你好，世界。', '中文'],
    ['abc', '中文1'],
  ],
  11: [
    ['2024-02-29', '1999-12-31'],
    ['2024-13-01', '02-29-2024', '2024-2-9'],
  ],
  12: [
    ['José María', 'علی احمد'],
    ['R2D2', 'a_b'],
  ],
  13: [
    ['02-29-2024', '12-31-1999'],
    ['2024-02-29', '13-01-2024'],
  ],
  14: [
    ['abc123', 'علی۱۲'],
    ['abc 123', 'abc-1'],
  ],
  15: [
    ['한국어', '안녕'],
    ['hello', '한국 어'],
  ],
  16: [['ภาษาไทย'], ['thai', 'ไทย1']],
  17: [
    ['ภาษา thai', 'Hello World'],
    ['ไทย1', 'hi!'],
  ],
  18: [
    ['JOHN SMITH', 'A'],
    ['John', '   ', 'JOHN1'],
  ],
  19: [
    ['P@ss-w0rd!', 'abc'],
    ['with space', 'ünï'],
  ],
};

describe('registration pattern kinds', () => {
  it('defines all 20 kinds, each with an EN and a UR template', () => {
    expect(Object.keys(patternKinds)).toHaveLength(20);
    for (let id = 0; id < 20; id++) {
      expect((errorsEn as Record<string, string>)[`reg_pattern_${id}`]).toBeTruthy();
      expect((errorsUr as Record<string, string>)[`reg_pattern_${id}`]).toMatch(/[\u0600-\u06ff]/);
    }
  });

  it.each(Object.entries(cases))('kind %s accepts and refuses the right values', (id, [good, bad]) => {
    const rule = { acceptedPattern: patternKinds[Number(id)]?.source ?? '*', minLength: 1, maxLength: 40, patternId: Number(id) };
    for (const v of good) expect(checkRule(v, rule), `${id}: ${v}`).toBeNull();
    for (const v of bad) expect(checkRule(v, rule), `${id}: ${v}`).toEqual({ key: `reg_pattern_${id}`, params: { min: 1, max: 40 } });
  });

  it("'*' accepts any characters but still checks the length, counted in characters", () => {
    const rule = { acceptedPattern: '*', minLength: 2, maxLength: 3, patternId: 0 };
    expect(checkRule('ab', rule)).toBeNull();
    expect(checkRule('😀😀😀', rule)).toBeNull();
    expect(checkRule('a', rule)?.key).toBe('reg_pattern_0');
    expect(checkRule('abcd', rule)?.key).toBe('reg_pattern_0');
  });

  it('a malformed operator pattern falls back to the kind instead of accepting everything', () => {
    expect(checkRule('ab c', { acceptedPattern: '([', minLength: 1, maxLength: 9, patternId: 4 })?.key).toBe('reg_pattern_4');
    expect(checkRule('abc', { acceptedPattern: '([', minLength: 1, maxLength: 9, patternId: 4 })).toBeNull();
  });
});

describe('pattern message templates', () => {
  it('substitutes min and max', () => {
    expect(formatPatternMessage(errorsEn.reg_pattern_6, 7, 15)).toBe('Digits only, 7 - 15 digits.');
  });
  it("collapses 'n - n' to n", () => {
    expect(formatPatternMessage(errorsEn.reg_pattern_6, 6, 6)).toBe('Digits only, 6 digits.');
    expect(formatPatternMessage(errorsUr.reg_pattern_6, 6, 6)).toBe('صرف ہندسے، 6 ہندسے۔');
  });
});

describe('validateRegistration', () => {
  const rules: RegisterRules = {
    username: { acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$', minLength: 4, maxLength: 16, patternId: 1 },
    password: { acceptedPattern: '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]+$', minLength: 6, maxLength: 20, patternId: 5 },
    email: { acceptedPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', minLength: 5, maxLength: 64, patternId: 3, required: true, visible: true },
    qqNum: { acceptedPattern: '^\\d+$', minLength: 5, maxLength: 12, patternId: 6, required: true, visible: false },
    mobileNum: { acceptedPattern: '^\\d+$', minLength: 7, maxLength: 15, patternId: 6, required: false, visible: true },
  };
  const good = { username: 'alice01', password: 'secret1', confirmPassword: 'secret1', email: 'a@b.co' };

  it('accepts a valid username registration; hidden fields are not required', () => {
    expect(validateRegistration(good, rules, 'username')).toEqual({});
  });
  it('reports each failing field with its key', () => {
    const errs = validateRegistration({ username: '1x', password: 'abcdef', confirmPassword: 'abcdef', email: '' }, rules, 'username');
    expect(errs.username?.key).toBe('reg_pattern_1');
    expect(errs.password?.key).toBe('reg_pattern_5');
    expect(errs.email?.key).toBe('input_empty');
  });
  it("answers 'inconsistent_twice' when the confirmation differs", () => {
    expect(validateRegistration({ ...good, confirmPassword: 'secret2' }, rules, 'username').confirmPassword?.key).toBe(
      'inconsistent_twice',
    );
  });
  it('the mobile type needs the number and not a username', () => {
    const errs = validateRegistration({ password: 'secret1', confirmPassword: 'secret1', email: 'a@b.co' }, rules, 'mobile');
    expect(errs.mobileNum?.key).toBe('input_empty');
    expect(errs.username).toBeUndefined();
    expect(validateRegistration({ mobileNum: '03001234567', email: 'a@b.co' }, rules, 'mobile', { mobilePassword: false })).toEqual({});
  });
});
