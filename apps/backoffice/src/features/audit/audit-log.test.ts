import { describe, expect, it } from 'vitest';
import { payloadLine } from './AuditLog';

describe('audit record details', () => {
  it('lists the plain fields of a payload, leaving the outcome and nested objects out', () => {
    expect(payloadLine({ account: 'demo01', amount: '25.00', reason: 'goodwill', outcome: 'ok', filters: { by: 'any' } })).toBe(
      'account: demo01 · amount: 25.00 · reason: goodwill',
    );
    expect(payloadLine({ outcome: 'ops.forbidden' })).toBe('');
  });
});
