import type { SupportServerFrame } from '@wl/contracts';

/** What the hub needs of Redis: one pub/sub channel shared by every server copy. */
export type SupportPubSub = {
  subscribe: (channel: string, fn: (msg: string) => void) => Promise<void>;
  publish: (channel: string, msg: string) => Promise<unknown>;
};

export const memberKey = (merchantId: number, memberId: number) => `m:${merchantId}:${memberId}`;
export const staffKey = (merchantId: number) => `s:${merchantId}`;

/**
 * Who listens on this copy, by key (a member's sockets, a merchant's console sockets), and the delivery of a frame
 * to every copy: through Redis pub/sub when REDIS_URL is set (each copy hands it to its own listeners), in-process
 * otherwise.
 */
export const createSupportHub = (deps: { pubsub?: SupportPubSub | null; channel: string }) => {
  const local = new Map<string, Set<(payload: string) => void>>();
  const deliver = (key: string, payload: string) => {
    const set = local.get(key);
    if (set) for (const fn of set) fn(payload);
  };
  const ready = deps.pubsub
    ? deps.pubsub.subscribe(deps.channel, (msg) => {
        const cut = msg.indexOf('|');
        if (cut > 0) deliver(msg.slice(0, cut), msg.slice(cut + 1));
      })
    : Promise.resolve();
  return {
    /** Resolves once this copy hears the other copies. */
    ready,
    publish: (keys: string[], frame: SupportServerFrame) => {
      const payload = JSON.stringify(frame);
      for (const key of keys) {
        if (deps.pubsub) void deps.pubsub.publish(deps.channel, `${key}|${payload}`).catch(() => deliver(key, payload));
        else deliver(key, payload);
      }
    },
    join: (key: string, fn: (payload: string) => void) => {
      let set = local.get(key);
      if (!set) {
        set = new Set();
        local.set(key, set);
      }
      set.add(fn);
      return () => {
        set.delete(fn);
        if (set.size === 0) local.delete(key);
      };
    },
    listeners: (key: string) => local.get(key)?.size ?? 0,
  };
};
export type SupportHub = ReturnType<typeof createSupportHub>;
