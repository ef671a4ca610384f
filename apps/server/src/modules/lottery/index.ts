/** The lottery module's face: what other modules, the seed and app.ts may use. */
export { lotteryRoutes } from './lottery.routes';
export { createLotteryService, type LotteryService } from './lottery.service';
export { toTicket } from './lottery.views';
