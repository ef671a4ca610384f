import { describe, expect, it } from 'vitest';
import { levelFor, missingFor } from './kyc-level';

describe('KYC levels', () => {
  it('climb with details, then identity and address, then source of funds', () => {
    expect(levelFor(false, ['ID', 'ADDRESS', 'FUNDS'])).toBe('NONE');
    expect(levelFor(true, [])).toBe('BASIC');
    expect(levelFor(true, ['ID'])).toBe('BASIC');
    expect(levelFor(true, ['ADDRESS', 'ID'])).toBe('VERIFIED');
    expect(levelFor(true, ['FUNDS', 'ID'])).toBe('BASIC');
    expect(levelFor(true, ['ID', 'ADDRESS', 'FUNDS'])).toBe('ENHANCED');
  });
  it('name what the next level still needs', () => {
    expect(missingFor('NONE', [])).toEqual(['ID', 'ADDRESS']);
    expect(missingFor('BASIC', ['ID'])).toEqual(['ADDRESS']);
    expect(missingFor('VERIFIED', [])).toEqual(['FUNDS']);
    expect(missingFor('ENHANCED', [])).toEqual([]);
  });
});
