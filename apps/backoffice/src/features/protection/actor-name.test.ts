import { describe, expect, it } from 'vitest';
import { actorOf, selfNames } from './actor-name';

describe('who did it', () => {
  it('names staff by username, and words the player and the platform', () => {
    expect(actorOf('staff:amina')).toEqual({ type: 'staff', name: 'amina' });
    expect(actorOf('platform:root')).toEqual({ type: 'staff', name: 'root' });
    expect(actorOf('PLAYER')).toEqual({ type: 'player' });
    expect(actorOf('PLATFORM')).toEqual({ type: 'system' });
    expect(actorOf('MARKERS')).toEqual({ type: 'markers' });
    expect(actorOf('ops-key')).toEqual({ type: 'staff', name: 'ops-key' });
  });

  it('knows the signed-in staff member under both of their names', () => {
    expect(selfNames('amina')).toEqual(['staff:amina', 'platform:amina']);
  });
});
