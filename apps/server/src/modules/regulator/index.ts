/** The regulator exports' face (issue 32): signed CSV files of large transactions, protection events and fairness. */
export { createRegulatorService, type RegulatorService } from './regulator.service';
export { regulatorRoutes } from './regulator.routes';
