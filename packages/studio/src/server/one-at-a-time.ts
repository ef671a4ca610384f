/**
 * A pass (a settlement of what is due) that never runs twice at once: a call while a pass is running returns at once,
 * the running pass does the work.
 */
export const oneAtATime = (pass: () => Promise<void>) => {
  let running = false;
  return async () => {
    if (running) return;
    running = true;
    try {
      await pass();
    } finally {
      running = false;
    }
  };
};
