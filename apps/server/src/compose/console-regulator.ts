import { createRegulatorService, regulatorRoutes } from '../modules/regulator';
import type { ConsoleDeps, ConsolePart } from './console-types';

/** The operator console's regulator exports (issue 32): read-only over the ledger, protection and house rounds. */
export const createRegulatorPart = (deps: ConsoleDeps): ConsolePart => {
  const regulator = createRegulatorService({ db: deps.db, now: deps.now });
  return { register: (app) => regulatorRoutes(app, { regulator }) };
};
