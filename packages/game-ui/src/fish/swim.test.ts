import { describe, expect, it } from 'vitest';
import { aimAt, CANNON, fishAt, fishInLine, lanesOf, MAX_AIM, TANK_W } from './swim';

const fish = [2, 3, 5, 10, 50, 100].map((mult, id) => ({ id, mult }));
const lanes = lanesOf(fish);

describe('fish swimming and the cannon (issue 36 item 1)', () => {
  it('every fish has its own lane, neighbours swim opposite ways, the richest highest', () => {
    expect(new Set(lanes.map((l) => l.y)).size).toBe(fish.length);
    expect(lanes[0]!.mult).toBe(100);
    expect(lanes[0]!.dir).toBe(-lanes[1]!.dir);
  });

  it('a fish moves with time and comes back round', () => {
    const lane = lanes[2]!;
    const a = fishAt(lane, 0);
    const b = fishAt(lane, 1000);
    expect(Math.sign(b.x - a.x)).toBe(lane.dir);
    const lap = ((TANK_W + 100) / lane.speed) * 1000;
    expect(fishAt(lane, lap).x).toBeCloseTo(a.x, 3);
  });

  it('the barrel turns toward a tap, within its limits', () => {
    expect(aimAt(CANNON.x, 10)).toBeCloseTo(0);
    expect(aimAt(CANNON.x + 100, CANNON.y - 100)).toBeCloseTo(Math.PI / 4);
    expect(aimAt(0, CANNON.y)).toBe(-MAX_AIM);
  });

  it('aiming at where a fish is puts that fish in the line of fire', () => {
    for (const ms of [0, 2500, 7000]) {
      for (const lane of lanes) {
        const p = fishAt(lane, ms);
        if (p.x < 10 || p.x > TANK_W - 10) continue;
        const hit = fishInLine(aimAt(p.x, p.y), lanes, (l) => fishAt(l, ms));
        expect(hit).not.toBeNull();
        // the nearest fish in that line is this one or one in front of it
        const front = lanes.find((l) => l.id === hit)!;
        expect(front.y).toBeGreaterThanOrEqual(lane.y - 1);
      }
    }
  });

  it('a shot into empty water has no fish', () => {
    const off = [{ id: 0, mult: 2 }];
    const [lane] = lanesOf(off);
    const p = fishAt(lane!, 0);
    const away = p.x > TANK_W / 2 ? -MAX_AIM : MAX_AIM;
    expect(fishInLine(away, lanesOf(off), (l) => fishAt(l, 0))).toBeNull();
  });
});
