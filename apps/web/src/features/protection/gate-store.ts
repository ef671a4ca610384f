import { errorTextKey, type RealityCheck, type SupportServerFrame } from '@wl/contracts';
import { useSyncExternalStore } from 'react';
import { clearToken } from '../../shared/token';

/** Why player protection signed the member out: the text key shown, and when the block ends if it has an end. */
export type ProtectionNotice = { textKey: string; until?: string };

type Gate = { check: RealityCheck | null; notice: ProtectionNotice | null };

let gate: Gate = { check: null, notice: null };
const listeners = new Set<() => void>();
const set = (next: Partial<Gate>) => {
  gate = { ...gate, ...next };
  for (const l of listeners) l();
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
};

/** The reality check waiting for an answer and the sign-out notice, shared by the socket, the game page and the page. */
export const gateState = (): Gate => gate;
export const useGate = () => useSyncExternalStore(subscribe, gateState, gateState);

/** Checks answered here: a late answer to "is one due?" asked before the answer was sent does not bring one back. */
const answered = new Set<string>();

/** A reality check fell due (from the socket or asked on a game page); a newer one replaces an older one. */
export const showRealityCheck = (check: RealityCheck | null) => {
  if (check && (gate.check?.checkId === check.checkId || answered.has(check.checkId))) return;
  set({ check });
};
/** The member answered the check shown (continue): it goes, and stays gone. */
export const realityAnswered = (checkId: string) => {
  answered.add(checkId);
  if (gate.check?.checkId === checkId) set({ check: null });
};

/**
 * The server has ended the session for player protection (a time-out, a self-exclusion, "stop playing", a session
 * limit): sign out here too and say why. Clearing the token also drops the member's cached data (main.tsx).
 */
export const endProtectedSession = (notice: ProtectionNotice) => {
  set({ check: null, notice });
  clearToken();
};
export const dismissNotice = () => set({ notice: null });

/** The protection frames of the member's socket; every other frame belongs to the chat. */
export const onProtectionFrame = (f: SupportServerFrame) => {
  if (f.t === 'reality') showRealityCheck(f.check);
  // The page's own answer (a time-out, an exclusion) may have said why already, with the end date: it stays.
  else if (f.t === 'protection' && !gate.notice) endProtectedSession({ textKey: errorTextKey(f.code) });
};
