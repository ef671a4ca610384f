import { describe, expect, it } from 'vitest';
import { sameSecret } from './same-secret';

describe('sameSecret', () => {
  it('matches the configured secret only, whatever the lengths', () => {
    expect(sameSecret('k3y-of-the-operator', 'k3y-of-the-operator')).toBe(true);
    expect(sameSecret('k3y-of-the-operator', 'k3y-of-the-operatoR')).toBe(false);
    expect(sameSecret('k3y', 'k3y-of-the-operator')).toBe(false);
    expect(sameSecret('', 'k3y')).toBe(false);
  });

  it('matches nothing when no secret is configured, an empty value included', () => {
    expect(sameSecret('', '')).toBe(false);
    expect(sameSecret('anything', '')).toBe(false);
  });

  it('answers the same after the secret changes (the kept digest is per secret)', () => {
    expect(sameSecret('first', 'first')).toBe(true);
    expect(sameSecret('first', 'second')).toBe(false);
    expect(sameSecret('second', 'second')).toBe(true);
  });
});
