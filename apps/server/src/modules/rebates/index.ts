/** The rebates module's face: rates per category and VIP level, claims, the automatic payout (decision 014). */
export { rebatesRoutes } from './rebates.routes';
export { createRebatesService, REBATE_KIND, type RebatesService } from './rebates.service';
