import { describe, expect, it } from 'vitest';
import { toneAria } from './message-tone';

describe('toneAria', () => {
  it('announces success and information politely as a status', () => {
    expect(toneAria('success')).toEqual({ role: 'status', 'aria-live': 'polite' });
    expect(toneAria('info')).toEqual({ role: 'status', 'aria-live': 'polite' });
  });
  it('makes warnings and errors an alert', () => {
    expect(toneAria('warning').role).toBe('alert');
    expect(toneAria('error').role).toBe('alert');
  });
});
