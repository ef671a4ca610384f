import { describe, expect, it } from 'vitest';
import { GRAPH_SIZE, layoutGraph, RINGS, shortAccount } from './graph-layout';

const node = (account: string, depth: number, cases = 0) => ({ account, status: 'ACTIVE', depth, cases });
const c = GRAPH_SIZE / 2;
const distance = (p: { x: number; y: number }) => Math.round(Math.hypot(p.x - c, p.y - c));

describe('linked-accounts layout', () => {
  const graph = {
    nodes: [node('me', 0), node('a', 1), node('b', 1, 2), node('a2', 2), node('b2', 2)],
    edges: [
      { from: 'me', to: 'a', via: 'device' as const, value: 'd…1' },
      { from: 'me', to: 'b', via: 'bank' as const, value: '…99' },
      { from: 'me', to: 'b', via: 'ip_range' as const, value: '10.0.0.x' },
      { from: 'b', to: 'b2', via: 'identity' as const, value: 'n…' },
      { from: 'a', to: 'a2', via: 'device' as const, value: 'd…2' },
      { from: 'a', to: 'ghost', via: 'device' as const, value: 'd…3' },
    ],
    truncated: false,
  };
  const { nodes, edges } = layoutGraph(graph);
  const of = (a: string) => nodes.find((n) => n.account === a) ?? { x: Number.NaN, y: Number.NaN };

  it('puts the player in the centre, depth 1 on the inner ring and depth 2 on the outer ring', () => {
    expect(of('me')).toMatchObject({ x: c, y: c });
    expect(distance(of('a'))).toBe(RINGS[1]);
    expect(distance(of('b'))).toBe(RINGS[1]);
    expect(distance(of('a2'))).toBe(RINGS[2]);
    expect(of('a')).toMatchObject({ x: c, y: c - RINGS[1] });
  });

  it('orders the outer ring by the inner account each hangs from', () => {
    const angle = (a: string) => Math.atan2(of(a).y - c, of(a).x - c);
    expect(angle('a2')).toBeLessThan(angle('b2'));
  });

  it('draws every edge between placed accounts, bending the second of a pair apart', () => {
    expect(edges).toHaveLength(5);
    const [bank, range] = edges.filter((e) => e.to === 'b');
    expect(bank?.path).toMatch(/Q/);
    expect(range?.path).toMatch(/Q/);
    expect(bank?.path).not.toBe(range?.path);
    expect(edges.find((e) => e.to === 'a')?.path).toMatch(/^M[\d.]+ [\d.]+L/);
  });

  it('shortens long account names for the drawing only', () => {
    expect(shortAccount('player_with_a_long_name')).toBe('player_with_a_l…');
    expect(shortAccount('short')).toBe('short');
  });
});
