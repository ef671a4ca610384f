import { z } from 'zod';
import { defineEndpoints } from '../endpoint';
import {
  gameAdminRow,
  gameFacetsValue,
  gameUpdateBody,
  gamesAdminQuery,
  gamesAdminValue,
  hotGamesBody,
  hotGamesValue,
  maintenanceWindowBody,
  vendorAdminRow,
  vendorHealthValue,
  vendorParamsShape,
  vendorRetryValue,
  vendorUpdateBody,
  vendorWalletBody,
  vendorsAdminValue,
} from '../games-ops';
import { opsCodeParams as code, opsItemParams as item, pathId } from './ops-params';

const tags = ['backoffice'];
const vendor = code.extend({ vassalage: vendorParamsShape });

/**
 * The back office's games and vendors (issue 32): read with games.view, changed with games.manage; every change is
 * audited and reaches every server copy's catalogue at once.
 */
export const gamesOpsApi = defineEndpoints('gamesOps', {
  games: {
    method: 'GET',
    path: '/ops/v1/merchants/:code/games',
    auth: 'ops',
    params: code,
    query: gamesAdminQuery,
    value: gamesAdminValue,
    summary: 'The merchant’s games, by name or code, category, vendor and status, in menu order',
    tags,
  },
  facets: {
    method: 'GET',
    path: '/ops/v1/merchants/:code/games/facets',
    auth: 'ops',
    params: code,
    value: gameFacetsValue,
    summary: 'Categories (with their vendors), vendors and sub-types for the filters and the edit dialog',
    tags,
  },
  update: {
    method: 'PATCH',
    path: '/ops/v1/merchants/:code/games/:id',
    auth: 'ops',
    params: item,
    body: gameUpdateBody,
    value: gameAdminRow,
    summary: 'Enable or disable a game, or move it to another category or sub-type',
    tags,
  },
  maintenance: {
    method: 'PUT',
    path: '/ops/v1/merchants/:code/games/:id/maintenance',
    auth: 'ops',
    params: item,
    body: maintenanceWindowBody,
    value: gameAdminRow,
    summary: 'A game’s maintenance window (now, scheduled, or lifted): listed still, not launched while in it',
    tags,
  },
  icon: {
    method: 'POST',
    path: '/ops/v1/merchants/:code/games/:id/icon',
    auth: 'ops',
    params: item,
    bodyKind: 'multipart',
    value: gameAdminRow,
    summary: 'Upload a game’s icon (part file: PNG, JPEG or WebP up to 512 KB, checked by its bytes)',
    tags,
  },
  hot: {
    method: 'GET',
    path: '/ops/v1/merchants/:code/games/hot',
    auth: 'ops',
    params: code,
    value: hotGamesValue,
    summary: 'The hot games in their order',
    tags,
  },
  setHot: {
    method: 'PUT',
    path: '/ops/v1/merchants/:code/games/hot',
    auth: 'ops',
    params: code,
    body: hotGamesBody,
    value: hotGamesValue,
    summary: 'Set the hot games and their order (the whole list; games left out are no longer hot)',
    tags,
  },
  vendors: {
    method: 'GET',
    path: '/ops/v1/merchants/:code/vendors',
    auth: 'ops',
    params: code,
    value: vendorsAdminValue,
    summary: 'The merchant’s vendors with wallet mode, maintenance and health at a glance',
    tags,
  },
  updateVendor: {
    method: 'PATCH',
    path: '/ops/v1/merchants/:code/vendors/:vassalage',
    auth: 'ops',
    params: vendor,
    body: vendorUpdateBody,
    value: vendorAdminRow,
    summary: 'Enable or disable a vendor (all its games, in every category)',
    tags,
  },
  vendorMaintenance: {
    method: 'PUT',
    path: '/ops/v1/merchants/:code/vendors/:vassalage/maintenance',
    auth: 'ops',
    params: vendor,
    body: maintenanceWindowBody,
    value: vendorAdminRow,
    summary: 'A vendor’s maintenance window (now, scheduled, or lifted)',
    tags,
  },
  vendorWallet: {
    method: 'PUT',
    path: '/ops/v1/merchants/:code/vendors/:vassalage/wallet',
    auth: 'ops',
    params: vendor,
    body: vendorWalletBody,
    value: vendorAdminRow,
    summary: 'Switch a vendor between transfer and seamless wallet (refused while it holds member money or open transfers)',
    tags,
  },
  health: {
    method: 'GET',
    path: '/ops/v1/merchants/:code/vendors/:vassalage/health',
    auth: 'ops',
    params: vendor,
    value: vendorHealthValue,
    summary: 'A vendor’s recent failed calls, open transfers and open rounds',
    tags,
  },
  retryTransfer: {
    method: 'POST',
    path: '/ops/v1/merchants/:code/vendors/:vassalage/transfers/:id/retry',
    auth: 'ops',
    params: vendor.extend({ id: pathId }),
    value: vendorRetryValue,
    summary: 'Retry a stuck transfer-wallet recall: the vendor’s status settles the open move, then what it holds comes back',
    tags,
  },
});

/** An uploaded game icon (public; its version is in the name, so it is cached for long). */
export const gameIconsApi = defineEndpoints('gameIcons', {
  icon: {
    method: 'GET',
    path: '/media/game-icon/:code/:file',
    auth: 'public',
    params: z.object({
      code: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/),
      file: z.string().regex(/^\d{1,12}-\d{1,9}\.(png|jpg|webp)$/),
    }),
    produces: 'image/*',
    summary: 'A game’s uploaded icon',
    tags: ['games'],
    hidden: true,
  },
});
