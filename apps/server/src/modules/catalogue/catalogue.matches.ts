import type { LobbyMatch } from '@wl/studio/protocol';
import type { GameMatchValue, LanguageCode } from '@wl/contracts';
import { AppError } from '../../core/app-error';
import { textOf } from '../../core/i18n';
import { inMaintenance } from './catalogue.cards';
import type { createCatalogueRepo, VendorRow } from './catalogue.repo';

/** A sportsbook or esports vendor's fixtures as its feed reports them (kick-off in ms since the epoch). */
export type FeedMatch = LobbyMatch;
/** A vendor's feed (the vendors module answers it, given by app.ts); null when the vendor does not answer. */
export type MatchesPort = (merchantId: number, vendor: string, category: 'SPORTS' | 'ESPORTS') => Promise<FeedMatch[] | null>;

/**
 * The sports and esports entrances' fixtures (GCSGAME_getGameMatchV2): every vendor of the category (or the one named)
 * that is open now and has a game to open, its feed asked at once; a vendor whose feed does not answer is left out of
 * the whole list (named alone, it is in maintenance, as its launch would be). Live matches first, then by kick-off.
 */
export const createMatchList =
  (deps: {
    repo: ReturnType<typeof createCatalogueRepo>;
    vendors: (merchantId: number) => Promise<VendorRow[]>;
    feed?: MatchesPort;
    now: () => Date;
  }) =>
  async (merchantId: number, lang: LanguageCode, q: { gameType: 'SPORTS' | 'ESPORTS'; vassalage?: string }): Promise<GameMatchValue> => {
    const all = (await deps.vendors(merchantId)).filter((v) => v.category === q.gameType);
    const chosen = q.vassalage ? all.filter((v) => v.vassalage === q.vassalage?.toUpperCase()) : all;
    if (q.vassalage && chosen.length === 0) throw new AppError('game.vendor_unknown');
    const open = chosen.filter((v) => !inMaintenance(v, deps.now()));
    if (q.vassalage && open.length === 0) throw new AppError('game.vendor_maintenance');
    const per = await Promise.all(
      open.map(async (v) => {
        const [game] = await deps.repo.pageGames(merchantId, { category: q.gameType, vendorId: v.id }, 0, 1);
        if (!game) return [];
        const feed = (await deps.feed?.(merchantId, v.vassalage, q.gameType)) ?? null;
        if (!feed && q.vassalage) throw new AppError('game.vendor_maintenance');
        return (feed ?? []).map((f) => ({
          matchId: f.id,
          vendor: v.vassalage,
          vendorName: textOf(v.displayName, lang),
          nodeId: game.id,
          gameCode: game.gameCode,
          league: f.league,
          home: f.home,
          away: f.away,
          kickoffAt: new Date(f.kickoffAt).toISOString(),
          status: f.status,
          minute: f.minute,
          score: f.score,
          market: f.market,
          odds: f.odds,
        }));
      }),
    );
    const rank = (s: string) => (s === 'LIVE' ? 0 : s === 'PRE' ? 1 : 2);
    return { list: per.flat().sort((a, b) => rank(a.status) - rank(b.status) || a.kickoffAt.localeCompare(b.kickoffAt)) };
  };
