import type { LanguageCode } from '@wl/contracts';
import type { MerchantContext } from '../core/context';

declare module 'fastify' {
  interface FastifyRequest {
    language: LanguageCode;
    merchant: MerchantContext;
  }
  interface FastifyContextConfig {
    /** Module id (facts.md call registry) that must be on for the merchant. */
    module?: string;
    /** Routes outside the merchant API (health, docs, ops, media) skip the Merchant header. */
    public?: boolean;
    /** System calls keep answering during maintenance and for restricted regions, so the client can show why. */
    allowWhenClosed?: boolean;
  }
}
