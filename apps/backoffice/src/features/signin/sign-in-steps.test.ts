import { describe, expect, it } from 'vitest';
import { groupSecret, progressOf, stepOf } from './sign-in-steps';

describe('sign-in steps', () => {
  it('follow the stage the server answers', () => {
    expect(stepOf({ token: 't', stage: 'enrol', enrolment: { secret: 'S', uri: 'otpauth://x' } })).toEqual({
      kind: 'enrol',
      token: 't',
      secret: 'S',
      uri: 'otpauth://x',
    });
    expect(stepOf({ token: 't', stage: 'totp' })).toEqual({ kind: 'totp', token: 't' });
    expect(stepOf({ token: 't', stage: 'password' })).toEqual({ kind: 'password', token: 't' });
    expect(stepOf({ token: 't', stage: 'active' })).toEqual({ kind: 'active', token: 't' });
  });

  it('ask for a code when an enrolment answer carries no secret', () => {
    expect(stepOf({ token: 't', stage: 'enrol' })).toEqual({ kind: 'totp', token: 't' });
  });

  it('number enrolment and code as the same step', () => {
    expect(progressOf({ kind: 'credentials' })).toBe(1);
    expect(progressOf({ kind: 'enrol', token: 't', secret: 's', uri: 'u' })).toBe(2);
    expect(progressOf({ kind: 'totp', token: 't' })).toBe(2);
    expect(progressOf({ kind: 'password', token: 't' })).toBe(3);
  });

  it('show the secret in groups of four', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('ABCDEF')).toBe('ABCD EF');
  });
});
