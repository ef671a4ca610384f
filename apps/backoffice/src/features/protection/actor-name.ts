/** The names the server records the signed-in staff member's actions under (merchant staff, platform staff). */
export const selfNames = (username: string) => [`staff:${username}`, `platform:${username}`];

/** Who did something, as people know them: a staff member's username, the player, or the platform itself. */
export type Actor = { type: 'staff'; name: string } | { type: 'player' } | { type: 'system' } | { type: 'markers' };

/**
 * Reads the server's actor text: `staff:amina`, `platform:root` (staff), `PLAYER`, `PLATFORM` (a rule of its own),
 * `MARKERS` (the markers of harm).
 */
export const actorOf = (actor: string): Actor => {
  const colon = actor.indexOf(':');
  if (colon > 0) return { type: 'staff', name: actor.slice(colon + 1) };
  const word = actor.toUpperCase();
  if (word === 'PLAYER' || word === 'MEMBER') return { type: 'player' };
  if (word === 'PLATFORM' || word === 'SYSTEM') return { type: 'system' };
  if (word === 'MARKERS') return { type: 'markers' };
  return { type: 'staff', name: actor };
};
