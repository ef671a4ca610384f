import WebSocket from 'ws';

/** Opens the chat socket and authenticates it; collects every frame. */
export const chatSocket = async (port: number, auth: Record<string, string>) => {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/wps/support/ws`);
  const frames: { t: string; [k: string]: unknown }[] = [];
  ws.on('message', (d) => frames.push(JSON.parse(String(d))));
  await new Promise((res, rej) => {
    ws.once('open', res);
    ws.once('error', rej);
  });
  ws.send(JSON.stringify({ t: 'auth', merchant: 'DEMO', ...auth }));
  await waitFor(() => frames.find((f) => f.t === 'ready' || f.t === 'error'));
  const next = (pred: (f: (typeof frames)[number]) => boolean) => waitFor(() => frames.find(pred));
  return { ws, frames, next };
};

export const waitFor = async <T>(fn: () => T | undefined | null | false, ms = 3000): Promise<T> => {
  const until = Date.now() + ms;
  for (;;) {
    const v = fn();
    if (v) return v;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
};
