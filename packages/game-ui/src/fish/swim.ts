/**
 * Where the fish of a fishing game swim and where the cannon points, on the tank's own grid (TANK_W × TANK_H, the
 * cannon at the bottom centre). Pure functions of time, so the page moves the fish without re-rendering, the aim
 * is the same sum on every device, and tests need no browser.
 */
export const TANK_W = 400;
export const TANK_H = 300;
export const CANNON = { x: TANK_W / 2, y: TANK_H - 14 } as const;
/** How far the barrel turns either side of straight up (radians). */
export const MAX_AIM = (80 * Math.PI) / 180;

export type SwimmingFish = { id: number; mult: number };
export type Lane = { id: number; mult: number; y: number; dir: 1 | -1; speed: number; start: number; size: number };
export type FishPoint = { x: number; y: number; dir: 1 | -1 };

/** The swim lanes, top to bottom, the richest fish highest and slowest; neighbours swim opposite ways. */
export const lanesOf = (fish: readonly SwimmingFish[]): Lane[] => {
  const sorted = [...fish].sort((a, b) => b.mult - a.mult);
  const top = 34;
  const usable = TANK_H - 95 - top;
  const step = sorted.length > 1 ? usable / (sorted.length - 1) : 0;
  return sorted.map((f, i) => ({
    id: f.id,
    mult: f.mult,
    y: Math.round(top + i * step),
    dir: i % 2 === 0 ? 1 : -1,
    // pixels of the grid per second: small fish dart, big ones cruise
    speed: 18 + ((i * 7) % 5) * 6 + Math.max(0, 28 - f.mult / 8),
    start: (i * 137) % (TANK_W + 2 * SWIM_MARGIN),
    size: sizeOf(f.mult),
  }));
};

/** Fish of bigger multipliers are drawn bigger (and are so easier to aim at, not easier to catch). */
export const sizeOf = (mult: number) => Math.round(14 + Math.min(26, Math.log2(Math.max(2, mult)) * 3.4));

/** A fish leaves the tank this far past the edge before coming back in on the other side. */
export const SWIM_MARGIN = 50;

/** Where a lane's fish is `ms` after the tank started. */
export const fishAt = (lane: Lane, ms: number): FishPoint => {
  const span = TANK_W + 2 * SWIM_MARGIN;
  const travelled = (lane.start + (lane.speed * ms) / 1000) % span;
  const x = lane.dir === 1 ? travelled - SWIM_MARGIN : TANK_W + SWIM_MARGIN - travelled;
  // a gentle rise and fall, so the school does not look like rails
  const y = lane.y + Math.sin((ms / 1000) * 1.3 + lane.id) * 4;
  return { x, y, dir: lane.dir };
};

/** The barrel's angle (0 straight up, negative to the left) pointing at a place in the tank, within its turn. */
export const aimAt = (x: number, y: number): number => {
  const a = Math.atan2(x - CANNON.x, CANNON.y - Math.min(y, CANNON.y - 1));
  return Math.max(-MAX_AIM, Math.min(MAX_AIM, a));
};

/**
 * The fish the barrel points at: the one in the tank whose body the line of fire passes closest to (within its size
 * and a little), the nearest to the cannon when two are in line. Null when the shot would hit only water.
 */
export const fishInLine = (angle: number, lanes: readonly Lane[], at: (lane: Lane) => FishPoint): number | null => {
  const dx = Math.sin(angle);
  const dy = -Math.cos(angle);
  let best: { id: number; along: number } | null = null;
  for (const lane of lanes) {
    const p = at(lane);
    if (p.x < 0 || p.x > TANK_W) continue;
    const vx = p.x - CANNON.x;
    const vy = p.y - CANNON.y;
    const along = vx * dx + vy * dy;
    if (along <= 0) continue;
    const off = Math.abs(vx * dy - vy * dx);
    if (off <= lane.size * 0.9 + 6 && (!best || along < best.along)) best = { id: lane.id, along };
  }
  return best?.id ?? null;
};
