export { createSeamlessClient, createSignedClient, signBody, type Reply, type SeamlessClient } from '@wl/vendor-client';
export { createPlayerModel } from './model';
export { launchTokens, runSimulation, type SimOptions, type SimReport } from './sim';
export { createTransferStandin, type Fault, type TransferStandin } from './transfer-standin';
