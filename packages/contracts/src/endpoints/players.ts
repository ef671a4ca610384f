import { z } from 'zod';
import { defineEndpoints } from '../endpoint';
import {
  playerLinksValue,
  playerNoteBody,
  playerNotesValue,
  playerOverviewValue,
  playerSearchQuery,
  playerSearchValue,
  playerSessionsValue,
  playerStatusBody,
  playerUnmaskBody,
} from '../players';
import { opsCodeParams as code } from './ops-params';

const tags = ['backoffice'];
const player = code.extend({ account: z.string().min(1).max(64) });

/** Player search and the 360 view's tabs and actions (every call authorised per permission and audited). */
export const playersOpsApi = defineEndpoints('playersOps', {
  search: {
    method: 'GET',
    path: '/ops/v1/merchants/:code/players',
    auth: 'ops',
    params: code,
    query: playerSearchQuery,
    value: playerSearchValue,
    summary: 'Search players (account, id, name, phone, e-mail, bank account, IP, referral code, agent), sorted and paged',
    tags,
  },
  overview: {
    method: 'GET',
    path: '/ops/v1/merchants/:code/players/:account',
    auth: 'ops',
    params: player,
    value: playerOverviewValue,
    summary: "A player's overview: profile (masked), balances per wallet, VIP level, agent chain, bank accounts",
    tags,
  },
  unmask: {
    method: 'POST',
    path: '/ops/v1/merchants/:code/players/:account/unmask',
    auth: 'ops',
    params: player,
    body: playerUnmaskBody,
    value: playerOverviewValue,
    summary: 'The overview with contact and bank fields in clear (needs players.unmask; audited with the reason)',
    tags,
  },
  sessions: {
    method: 'GET',
    path: '/ops/v1/merchants/:code/players/:account/sessions',
    auth: 'ops',
    params: player,
    value: playerSessionsValue,
    summary: "A player's sessions, devices and addresses, newest first",
    tags,
  },
  links: {
    method: 'GET',
    path: '/ops/v1/merchants/:code/players/:account/links',
    auth: 'ops',
    params: player,
    value: playerLinksValue,
    summary: 'Players sharing an address or a bank account with this one',
    tags,
  },
  notes: {
    method: 'GET',
    path: '/ops/v1/merchants/:code/players/:account/notes',
    auth: 'ops',
    params: player,
    value: playerNotesValue,
    summary: 'Staff notes on a player, newest first',
    tags,
  },
  addNote: {
    method: 'POST',
    path: '/ops/v1/merchants/:code/players/:account/notes',
    auth: 'ops',
    params: player,
    body: playerNoteBody,
    value: playerNotesValue,
    summary: 'Add a note on a player',
    tags,
  },
  setStatus: {
    method: 'POST',
    path: '/ops/v1/merchants/:code/players/:account/status',
    auth: 'ops',
    params: player,
    body: playerStatusBody,
    value: playerOverviewValue,
    summary: 'Lock (signs the player out everywhere) or unlock a player, with a reason',
    tags,
  },
  kick: {
    method: 'POST',
    path: '/ops/v1/merchants/:code/players/:account/kick',
    auth: 'ops',
    params: player,
    value: z.object({ ended: z.number().int() }),
    summary: 'End every session of a player',
    tags,
  },
});
