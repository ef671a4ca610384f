import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { SharedCache } from './context';

const CHANNEL = 'wl:merchant-changed';

/** Redis for shared rate limits and cross-copy cache invalidation (architecture.md: several server copies). */
export const createRedis = (url: string, log: FastifyBaseLogger) => {
  const client = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  const sub = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  client.on('error', (err) => log.warn({ err }, 'redis error'));
  sub.on('error', (err) => log.warn({ err }, 'redis subscriber error'));
  return {
    client,
    bindMerchantCache: (merchants: SharedCache) => {
      const origin = Math.random().toString(36).slice(2);
      merchants.onInvalidate((code) => void client.publish(CHANNEL, `${origin}:${code}`).catch(() => {}));
      void sub.subscribe(CHANNEL).catch((err) => log.warn({ err }, 'redis subscribe failed'));
      sub.on('message', (_ch, msg: string) => {
        const [from, code] = msg.split(':');
        if (from !== origin && code) merchants.dropLocal(code);
      });
    },
    close: async () => {
      await Promise.allSettled([client.quit(), sub.quit()]);
    },
  };
};
export type RedisHandle = ReturnType<typeof createRedis>;
