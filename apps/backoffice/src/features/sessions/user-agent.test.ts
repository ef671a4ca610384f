import { describe, expect, it } from 'vitest';
import { describeAgent } from './user-agent';

describe('describeAgent', () => {
  it('names the browser and the system', () => {
    expect(
      describeAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'),
    ).toBe('Chrome · Windows');
    expect(
      describeAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile Safari/604.1'),
    ).toBe('Safari · iOS');
    expect(describeAgent('Mozilla/5.0 (X11; Linux x86_64) Edg/120.0 Chrome/120.0')).toBe('Edge · Linux');
  });

  it('keeps the start of an unknown agent, and nothing for none', () => {
    expect(describeAgent('node')).toBe('node');
    expect(describeAgent('')).toBe('');
  });
});
