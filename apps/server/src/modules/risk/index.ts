/** The risk module's face: screening and risk cases (issue 31). */
export { createRiskService, type RiskService } from './risk.service';
export { riskRoutes } from './risk.routes';
export { createStandinScreening, type Screening } from './screening';
export { createRulesConsumer, ruleEvents } from './rules.consumer';
export { createGraphService, type GraphService } from './graph.service';
