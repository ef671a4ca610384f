/** The wallet module's face: what other modules, the seed and app.ts may use. */
export { checkRange, parseAmount } from './amount';
export { addNotice, createNoticeService, type NoticeService } from './notices';
export { MAX_PROOF_BYTES, type Proof, readProofForm } from './proofs';
export { knownZone, rangeOf } from './wallet.history';
export { requireRealAccount } from './real-account';
export { saveProofFiles } from './wallet.repo';
export { walletRoutes } from './wallet.routes';
export { type Actor, createWalletService, type WalletService } from './wallet.service';
