/**
 * The money kernel's face: the primitives every module that takes or pays a member's money uses (deposits,
 * withdrawals, the wallet, promotions, the back office): amounts and ranges, the real-account rule, proof images, and
 * the member's money notices. The ledger itself is its own module (modules/ledger).
 */
export { checkRange, MAX_MINOR, parseAmount } from './amount';
export type { BalanceRecall, RecallResult } from './balance-recall';
export { addMoneyNotice, type MoneyNoticeKind } from './money-notices.repo';
export { createMoneyNoticeService, type MoneyNoticeService } from './money-notices';
export { beforeMoneyOut, type MoneyOutGate, moveOut } from './money-out-gate';
export { saveProofFiles } from './proof-files.repo';
export { MAX_PROOF_BYTES, type Proof, readProofForm } from './proofs';
export { requireRealAccount } from './real-account';
