import { describe, expect, it } from 'vitest';
import { anything, boolean, checked, either, integer, literal, matching, nullish, optional, shape, text } from './shape';

describe('body checks', () => {
  const body = shape({
    id: matching(/^[a-z]{1,4}$/),
    note: optional(text(5)),
    sid: nullish(either(literal(''), matching(/^s\d$/))),
    n: optional(integer),
    flag: optional(boolean),
    amount: anything,
    inner: nullish(shape({ k: text(2) })),
  });

  it('passes a body whose named fields fit, and leaves unknown fields alone', () => {
    const v = { id: 'ab', note: 'hi', sid: 's1', n: 3, flag: true, amount: { any: 1 }, inner: { k: 'x' }, extra: [1] };
    expect(checked(body, v)).toBe(v);
    expect(body({ id: 'a' })).toBe(true);
    expect(body({ id: 'a', sid: '', inner: null })).toBe(true);
    expect(body({ id: 'a', sid: null })).toBe(true);
  });

  it.each([
    ['not an object', 'ab'],
    ['null', null],
    ['an array', [{ id: 'a' }]],
    ['a required field missing', { note: 'x' }],
    ['a pattern not matched', { id: 'abcde' }],
    ['a string too long', { id: 'a', note: '123456' }],
    ['null where only absence is allowed', { id: 'a', note: null }],
    ['a number as a string', { id: 'a', n: '3' }],
    ['a fraction as an integer', { id: 'a', n: 1.5 }],
    ['an integer past the safe range', { id: 'a', n: 2 ** 53 }],
    ['a string as a boolean', { id: 'a', flag: 'true' }],
    ['neither of two alternatives', { id: 'a', sid: 'x' }],
    ['an array as an inner object', { id: 'a', inner: [] }],
    ['an inner field wrong', { id: 'a', inner: { k: 'long' } }],
  ])('refuses %s', (_name, v) => {
    expect(body(v)).toBe(false);
    expect(checked(body, v)).toBeNull();
  });
});
