/** What a recall brought back to the main wallet, and the vendors still holding money it could not bring back yet. */
export type RecallResult = { recalled: bigint; pending: string[] };

/**
 * A port the vendors module fills (issue 28): money a transfer-wallet vendor holds for a member comes back to the main
 * wallet before the member's money is used anywhere else (another game's launch, a withdrawal, a lottery bet), when
 * the member leaves the game, and at the next login. A recall never fails the caller's action: what it could not
 * bring back stays on record as pending and is retried.
 */
export type BalanceRecall = {
  /** `candidates`: the vendors to ask, when the caller read them already (with the session); else they are read. */
  recallAll: (merchantId: number, memberId: number, opts?: { except?: string; candidates?: string[] }) => Promise<RecallResult>;
};
