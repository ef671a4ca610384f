import type { FastifyRequest } from 'fastify';

/** The header the site sends with the browser's device identifier (a fingerprint hash; issue 31). */
export const DEVICE_HEADER = 'x-device-id';

/** The request's device identifier when it has the expected shape, else none (it is a signal, never a credential). */
export const deviceIdOf = (req: FastifyRequest): string | undefined => {
  const v = req.headers[DEVICE_HEADER];
  return typeof v === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(v) ? v : undefined;
};
