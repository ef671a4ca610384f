/** The promotions module's face: the promotions page, raffles, the deposit triggers and the operator side. */
export { promotionsRoutes } from './promotions.routes';
export { createPromotionsOpsService, type PromotionsOpsService } from './promotions.ops.service';
export { createPromotionsService, type PromotionsService } from './promotions.service';
export { bonusFor, type CreditedDeposit, lastWeekOf, onDepositCredited, weeklyLoss } from './promotions.triggers';
export { createRaffleService, raffleRoll, type RaffleService } from './raffle.service';
export { createPromotionsConsoleService, type PromotionsConsoleService } from './promotions.console.service';
export { promotionsConsoleRoutes } from './promotions.console.routes';
