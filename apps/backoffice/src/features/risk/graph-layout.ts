import type { PlayerGraph } from '@wl/contracts';

export type GraphNode = PlayerGraph['nodes'][number];
export type GraphEdge = PlayerGraph['edges'][number];
export type PlacedNode = GraphNode & { x: number; y: number };
export type PlacedEdge = GraphEdge & { key: string; path: string };

/** The drawing's square side and rings (SVG units): the player at the centre, one step out inside, two steps outside. */
export const GRAPH_SIZE = 560;
const CENTRE = GRAPH_SIZE / 2;
export const RINGS = [0, 130, 230] as const;

const round = (n: number) => Math.round(n * 10) / 10;
const at = (radius: number, angle: number) => ({
  x: round(CENTRE + radius * Math.cos(angle)),
  y: round(CENTRE + radius * Math.sin(angle)),
});
const spread = (count: number, i: number) => -Math.PI / 2 + (2 * Math.PI * i) / Math.max(count, 1);

/**
 * Places the graph's accounts: the player (depth 0) in the centre, depth 1 evenly on the inner ring from the top
 * clockwise, depth 2 on the outer ring ordered by the angle of the depth-1 account they hang from (fewer crossings).
 * Edges between placed accounts become paths; several edges between one pair bend apart so each stays visible.
 */
export const layoutGraph = (graph: PlayerGraph): { nodes: PlacedNode[]; edges: PlacedEdge[] } => {
  const byDepth = (d: number) => graph.nodes.filter((n) => n.depth === d);
  const placed = new Map<string, PlacedNode>();
  for (const n of byDepth(0)) placed.set(n.account, { ...n, x: CENTRE, y: CENTRE });
  const inner = byDepth(1);
  inner.forEach((n, i) => {
    placed.set(n.account, { ...n, ...at(RINGS[1], spread(inner.length, i)) });
  });
  const angleOf = new Map(inner.map((n, i) => [n.account, spread(inner.length, i)]));
  const parentAngle = (account: string) => {
    const angles = graph.edges
      .flatMap((e) => (e.from === account ? [e.to] : e.to === account ? [e.from] : []))
      .map((a) => angleOf.get(a))
      .filter((a): a is number => a !== undefined);
    return angles.length ? Math.min(...angles) : Number.POSITIVE_INFINITY;
  };
  const outer = byDepth(2)
    .map((n, i) => ({ n, i, a: parentAngle(n.account) }))
    .sort((p, q) => p.a - q.a || p.i - q.i);
  outer.forEach(({ n }, i) => {
    placed.set(n.account, { ...n, ...at(RINGS[2], spread(outer.length, i) + Math.PI / Math.max(outer.length * 2, 2)) });
  });

  const pairs = new Map<string, number>();
  const pairKey = (e: GraphEdge) => [e.from, e.to].sort().join('\u0000');
  for (const e of graph.edges) pairs.set(pairKey(e), (pairs.get(pairKey(e)) ?? 0) + 1);
  const seen = new Map<string, number>();
  const edges: PlacedEdge[] = [];
  graph.edges.forEach((e, i) => {
    const a = placed.get(e.from);
    const b = placed.get(e.to);
    if (!a || !b) return;
    const k = pairKey(e);
    const index = seen.get(k) ?? 0;
    seen.set(k, index + 1);
    const bend = (index - ((pairs.get(k) ?? 1) - 1) / 2) * 22;
    const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    // The bend's control point sits off the middle, square to the line (the same side for a pair whichever way round).
    const [p, q] = a.account < b.account ? [a, b] : [b, a];
    const cx = round((a.x + b.x) / 2 + (bend * -(q.y - p.y)) / length);
    const cy = round((a.y + b.y) / 2 + (bend * (q.x - p.x)) / length);
    edges.push({ ...e, key: `${i}`, path: bend === 0 ? `M${a.x} ${a.y}L${b.x} ${b.y}` : `M${a.x} ${a.y}Q${cx} ${cy} ${b.x} ${b.y}` });
  });
  return { nodes: [...placed.values()], edges };
};

/** An account's name short enough to sit under its dot (the full name is in the table and the dot's title). */
export const shortAccount = (account: string, max = 16) => (account.length > max ? `${account.slice(0, max - 1)}…` : account);
