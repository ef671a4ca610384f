/** The kyc module's face: verification levels, documents and their review (issue 31). */
export { createKycService, type KycService } from './kyc.service';
export { kycRoutes } from './kyc.routes';
