/** The accounts module's face: what other modules, the seed and app.ts may use. */
export { createAccountServices } from './accounts.module';
export { accountsOpsRoutes } from './accounts.ops.routes';
export { createAccountsOpsService } from './accounts.ops.service';
export { accountsRoutes } from './accounts.routes';
export { passwordRoutes } from './password.routes';
export { matchTotp, newTotpSecret, stepOf, totpAt } from './totp';
