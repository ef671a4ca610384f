import { z } from 'zod';
import { opsMerchantCode } from '../ops';

/** A row's id in a path: the path's text read as a positive whole number. */
export const pathId = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 53);

/** An operator path's merchant (`/ops/:code/…`). */
export const opsCodeParams = z.object({ code: opsMerchantCode });

/** An operator path's merchant and one of its rows by id (`/ops/:code/…/:id`). */
export const opsItemParams = opsCodeParams.extend({ id: pathId });
