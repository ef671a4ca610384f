/** The VIP module's face: levels, the growth step that counts and upgrades, monthly bonuses, rank progress. */
export { vipRoutes } from './vip.routes';
export { createVipService, levelFor, type VipService } from './vip.service';
