/** The withdrawals module's face: what other modules, the seed and app.ts may use. */
export { createPayeeService } from './payee.service';
export { createPaymentPasswordService } from './payment-password.service';
export { withdrawalRoutes } from './withdrawal.routes';
export { createWithdrawalService, type WithdrawalService } from './withdrawal.service';
