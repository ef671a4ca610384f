/** The brand module's face: the back office's brand settings (issue 32). */
export { brandRoutes } from './brand.routes';
export { type BrandService, createBrandService } from './brand.service';
