import type { LaunchInput } from '../vendors';

/**
 * The catalogue's type of the game a launch opens, as one text a vendor's launch request carries signed: `CATEGORY`, or
 * `CATEGORY:SUBTYPE` (`LIVE`, `RNG:TG`). A real vendor knows its games' types from their codes; the demo studio's
 * simulators read this to open the right table (a Pragmatic live or table game is not a slot). Absent when the launch
 * names no catalogue entry.
 */
export const gameTypeOf = (i: Pick<LaunchInput, 'game'>): string | undefined =>
  i.game ? (i.game.subType ? `${i.game.category}:${i.game.subType}` : i.game.category) : undefined;
