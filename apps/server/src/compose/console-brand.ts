import { brandRoutes, createBrandService } from '../modules/brand';
import type { ConsoleDeps, ConsolePart } from './console-types';

/**
 * The operator console's brand area (issue 32): registration rules, sign-in settings, theme and logo, and the one read
 * of every brand setting. A change drops the cached merchant here and, over Redis, on every other copy.
 */
export const createBrandPart = (deps: ConsoleDeps): ConsolePart => {
  const brand = createBrandService({ db: deps.db, invalidate: (code) => deps.merchants.invalidate(code) });
  return { register: (app) => brandRoutes(app, { brand }) };
};
