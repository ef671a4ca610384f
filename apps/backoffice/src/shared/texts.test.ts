import { describe, expect, it } from 'vitest';
import { textIn } from './texts';

describe('textIn', () => {
  it("picks the staff member's language, else the fallback", () => {
    expect(textIn({ EN: 'Welcome', UR: 'خوش آمدید' }, 'ur', 'Welcome')).toBe('خوش آمدید');
    expect(textIn({ EN: 'Welcome', UR: 'خوش آمدید' }, 'en-GB', 'Welcome')).toBe('Welcome');
    expect(textIn({ EN: 'Welcome' }, 'ur', 'Welcome')).toBe('Welcome');
    expect(textIn({ EN: 'Welcome', UR: '' }, 'ur', 'Welcome')).toBe('Welcome');
    expect(textIn(undefined, 'ur', 'Welcome')).toBe('Welcome');
  });
});
