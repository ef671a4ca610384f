import { type SupportClientFrame, type SupportServerFrame, supportSocketPath } from '@wl/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MERCHANT } from '../../shared/env';

type Auth = { token: string } | { staffToken: string };

/** The socket's address, naming the merchant: a server with merchant cells routes the upgrade by it (issue 37). */
const absolute = (url: string) => {
  const full = /^wss?:\/\//.test(url) ? url : `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${url}`;
  const u = new URL(full);
  u.searchParams.set('merchant', MERCHANT);
  return u.toString();
};

/**
 * The chat socket: connects to the chatUrl the server gave, authenticates with the first frame, hands every frame
 * to `onFrame`, and reconnects with a growing pause when the line drops.
 */
export const useChatSocket = (url: string | null, auth: Auth | null, onFrame: (f: SupportServerFrame) => void) => {
  const [online, setOnline] = useState(false);
  const ws = useRef<WebSocket | null>(null);
  const handler = useRef(onFrame);
  handler.current = onFrame;
  const authKey = auth ? JSON.stringify(auth) : '';

  useEffect(() => {
    if (!url || !authKey) return;
    let stopped = false;
    let retry = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      const socket = new WebSocket(absolute(url));
      ws.current = socket;
      socket.onopen = () => socket.send(JSON.stringify({ t: 'auth', merchant: MERCHANT, ...JSON.parse(authKey) }));
      socket.onmessage = (e) => {
        let f: SupportServerFrame;
        try {
          f = JSON.parse(String(e.data));
        } catch {
          return;
        }
        if (f.t === 'ready') {
          retry = 0;
          setOnline(true);
        }
        handler.current(f);
      };
      socket.onclose = (e) => {
        setOnline(false);
        if (ws.current === socket) ws.current = null;
        // 4401: the credentials were refused; trying again would not help.
        if (!stopped && e.code !== 4401) timer = setTimeout(connect, Math.min(10_000, 500 * 2 ** retry++));
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      ws.current?.close();
      ws.current = null;
    };
  }, [url, authKey]);

  const send = useCallback((f: SupportClientFrame) => {
    const s = ws.current;
    if (s && s.readyState === WebSocket.OPEN) s.send(JSON.stringify(f));
  }, []);
  return { online, send };
};

/**
 * The member's line while signed in, not only in the chat room: the server also sends player protection's frames
 * (a reality check due, a session ended) on it, whether or not the merchant's chat is on; `on` is false for a visitor or
 * a trial account. The address is the chat socket's (contracts' supportSocketPath), without launching a conversation.
 */
export const useMemberSocket = (token: string | null, on: boolean, onFrame: (f: SupportServerFrame) => void) =>
  useChatSocket(on && token ? supportSocketPath : null, token ? { token } : null, onFrame);
