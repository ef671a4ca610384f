import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { SharedCache } from './context';

const CHANNEL = 'wl:merchant-changed';

/** Redis for shared rate limits and cross-copy cache invalidation (architecture.md: several server copies). */
export const createRedis = (url: string, log: FastifyBaseLogger) => {
  const client = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  const sub = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  client.on('error', (err) => log.warn({ err }, 'redis error'));
  const handlers = new Map<string, (msg: string) => void>();
  sub.on('message', (ch: string, msg: string) => handlers.get(ch)?.(msg));
  const subscribe = (channel: string, fn: (msg: string) => void) => {
    handlers.set(channel, fn);
    return sub.subscribe(channel).then(
      () => undefined,
      (err) => log.warn({ err, channel }, 'redis subscribe failed'),
    );
  };
  sub.on('error', (err) => log.warn({ err }, 'redis subscriber error'));
  return {
    client,
    bindMerchantCache: (merchants: SharedCache) => {
      const origin = Math.random().toString(36).slice(2);
      merchants.onInvalidate((code) => void client.publish(CHANNEL, `${origin}:${code}`).catch(() => {}));
      void subscribe(CHANNEL, (msg) => {
        const [from, code] = msg.split(':');
        if (from !== origin && code) merchants.dropLocal(code);
      });
    },
    /** Pub/sub for other features (one handler per channel): every copy subscribed hears every publish. */
    subscribe,
    publish: (channel: string, msg: string) => client.publish(channel, msg),
    close: async () => {
      await Promise.allSettled([client.quit(), sub.quit()]);
    },
  };
};
export type RedisHandle = ReturnType<typeof createRedis>;
