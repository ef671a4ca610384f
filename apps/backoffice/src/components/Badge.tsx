import type { ReactNode } from 'react';

export type BadgeTone = 'ok' | 'warn' | 'bad' | 'info' | 'muted';

/** A short status word in a tinted pill; the word carries the meaning, the tint only helps scanning. */
export const Badge = ({ tone, children }: { tone: BadgeTone; children: ReactNode }) => (
  <span className={`badge badge--${tone}`}>{children}</span>
);
