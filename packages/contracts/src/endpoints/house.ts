import { defineEndpoints } from '../endpoint';
import { houseCommitValue, housePlayBody, housePlayValue, houseTokenQuery } from '../games';

const tags = ['games'];

/** The house vendor's game page calls these with the game session token it was launched with. */
export const houseApi = defineEndpoints('house', {
  commitment: {
    method: 'GET',
    path: '/wps/house/commitment',
    auth: 'member',
    module: 'GAMELO3',
    query: houseTokenQuery,
    value: houseCommitValue,
    summary: 'House game: the hash of the next round server seed',
    tags,
  },
  play: {
    method: 'POST',
    path: '/wps/house/play',
    auth: 'member',
    module: 'GAMELO3',
    body: housePlayBody,
    value: housePlayValue,
    summary: 'House game: play one round (stake and payout through the seamless wallet); reveals the seed',
    tags,
  },
});
