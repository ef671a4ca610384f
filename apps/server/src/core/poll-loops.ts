/** Waits that end at once when their owner stops (`wakeAll`), so a stop never sits out a poll or a retry time. */
export const createPauses = () => {
  const wakers = new Set<() => void>();
  return {
    pause: (ms: number) =>
      new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          wakers.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, ms);
        timer.unref();
        wakers.add(wake);
      }),
    wakeAll: () => {
      for (const wake of [...wakers]) wake();
    },
  };
};

/** Something run in batches: `runOnce` answers whether more is waiting. */
export type PolledTask = { name: string; runOnce: () => Promise<{ more: boolean }>; pollMs: number };

/**
 * Runs each task's batches until stopped: the next batch at once while the last said more is waiting, else after the
 * task's poll time. A batch that throws is reported and waited out like an empty one. Answers the stop function, which
 * ends the waits at once and resolves when every batch in flight has finished.
 */
export const pollLoops = (tasks: PolledTask[], onError: (err: unknown, task: string) => void) => {
  let stopped = false;
  const pauses = createPauses();
  const loop = async (t: PolledTask) => {
    while (!stopped) {
      let more = false;
      try {
        more = (await t.runOnce()).more;
      } catch (err) {
        onError(err, t.name);
      }
      if (!more && !stopped) await pauses.pause(t.pollMs);
    }
  };
  const running = tasks.map(loop);
  return async () => {
    stopped = true;
    pauses.wakeAll();
    await Promise.all(running);
  };
};
