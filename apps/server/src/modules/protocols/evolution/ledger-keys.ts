/**
 * Evolution's transactions as keys of the shared wallet (one namespace per catalogue vendor, ids up to 128
 * characters). Evolution names a bet by its `refId`: the debit carries it, the credit that settles the bet and the
 * cancel that refunds it carry the same one (the cancel also repeats the debit's `id`). So the bet, its one credit and
 * its one cancel are keyed by the refId, each with a prefix of its own; a promo payout by its own `id`:
 *  - a second credit of a bet, under a new transaction id or the same, is the same key: never paid twice;
 *  - a repeated debit, cancel or promo payout is the same key: the ledger's replay, nothing moves again.
 */
export const ledgerKeys = {
  bet: (refId: string) => `B:${refId}`,
  credit: (refId: string) => `C:${refId}`,
  cancel: (refId: string) => `X:${refId}`,
  promo: (id: string) => `P:${id}`,
};
