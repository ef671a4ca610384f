import { LAUNCH_PARAMS } from '../api';
import type { Engine } from '../engines/index';
import { launchSignatureValid, studioVendorSecret } from '../protocol';
import { type GameRef, engineOf } from './games';
import { sha } from './ids';
import { protocolSims } from './protocol-wallets';
import { StudioError } from './studio-error';
import type { Who } from './wallets';

/** A verified launch: the player, the game and what it plays. */
export type Session = Who & { game: GameRef; engine: Engine; mode: string; tokenHash: string };

/**
 * Every page API call carries the signed launch parameters; they are checked on each call (401
 * `studio.session_invalid` when unsigned, tampered with or for another vendor; 404 `studio.game_unknown`).
 */
export const createSessionOf =
  (o: { secret: string; transferVendors: string[] }) =>
  (vendor: string, p: unknown): Session => {
    const q = (p ?? {}) as Record<string, string>;
    if (typeof q !== 'object' || !/^[A-Z0-9_]{2,32}$/.test(vendor)) throw new StudioError('studio.session_invalid', 401);
    for (const k of LAUNCH_PARAMS) if (q[k] !== undefined && typeof q[k] !== 'string') throw new StudioError('studio.session_invalid', 401);
    if (!q.token || !launchSignatureValid(studioVendorSecret(o.secret, vendor), q)) throw new StudioError('studio.session_invalid', 401);
    const game: GameRef = {
      code: q.game ?? '',
      name: q.name ?? '',
      category: q.cat ?? '',
      sub: q.sub || null,
      ...(q.title ? { title: q.title } : {}),
    };
    const engine = engineOf(game);
    if (!engine) throw new StudioError('studio.game_unknown', 404);
    const free = q.mode === '0';
    // The merchant's wallet mode for the vendor, signed with the launch; a launch naming none (a protocol's) plays the
    // vendor's mode at start-up.
    if (q.wallet && q.wallet !== 'transfer' && q.wallet !== 'seamless') throw new StudioError('studio.session_invalid', 401);
    const transfer = q.wallet ? q.wallet === 'transfer' : o.transferVendors.includes(vendor);
    // A free-play launch needs no player: it plays with play money and never reaches the vendor's wallet.
    if (transfer && !q.player && !free) throw new StudioError('studio.session_invalid', 401);
    // A launch through a real vendor protocol names it and the merchant: its calls go through that protocol.
    const proto = q.proto ? { protocol: q.proto, merchant: q.protoMerchant ?? '' } : undefined;
    if (proto && (free || !protocolSims[proto.protocol] || !/^[A-Z0-9_]{2,32}$/.test(proto.merchant) || transfer))
      throw new StudioError('studio.session_invalid', 401);
    return {
      vendor,
      token: q.token,
      player: q.player || q.token,
      currency: q.currency ?? '',
      ...(proto ? { proto } : {}),
      ...(free ? { free: true } : {}),
      transfer,
      game,
      engine,
      mode: q.mode ?? '1',
      tokenHash: sha(q.token),
    };
  };
