/** The merchant code this build is fixed to (vite.config.ts bakes it in from env MERCHANT). */
export const MERCHANT: string = import.meta.env.VITE_MERCHANT || 'DEMO';
export const DEVICE = 'WEB';
