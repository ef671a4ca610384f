import { describe, expect, it } from 'vitest';
import { revealOrder } from './DrawBits';

/** Issue 36 item 6: a draw made while the player watches comes out ball by ball, the lower prizes first, the best last. */
describe('draw reveal order', () => {
  it('gives every ball its own turn, the best prize (first row) last', () => {
    const order = revealOrder([
      { rank: 'DB', numbers: ['12345'] },
      { rank: 'P1', numbers: ['54321'] },
      { rank: 'P2', numbers: ['11111', '22222'] },
    ] as Parameters<typeof revealOrder>[0]);
    expect(order).toEqual([[3], [2], [0, 1]]);
    expect(new Set(order.flat()).size).toBe(4);
  });
});
