import type { WalletAnswer } from './wallets';

/** A refusal the page API answers with: its HTTP status, its code and any details the page shows with it. */
export class StudioError extends Error {
  constructor(
    readonly code: string,
    readonly status = 400,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(code);
  }
}

/** A wallet's answer, or its refusal as the page's (409 for missing funds, 503 when the answer never came). */
export const need = (a: WalletAnswer) => {
  if (!a.ok)
    throw new StudioError(
      a.code,
      a.code === 'wallet.insufficient_funds' ? 409 : a.lost ? 503 : 400,
      a.balance ? { balance: a.balance } : {},
    );
  return a;
};
