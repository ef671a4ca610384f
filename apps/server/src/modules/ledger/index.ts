/** The ledger module's face: what other modules, the seed and app.ts may use. */
export { assertLedgerInvariants, ledgerViolations } from './ledger.invariants';
export {
  type AccountRef,
  createLedgerService,
  GAME_BET_SHARDS,
  gameBetsOf,
  type LedgerService,
  type Posting,
  type TransferResult,
} from './ledger.service';
