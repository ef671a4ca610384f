import type { BadgeTone } from '../../components/Badge';

/** A player's status as a tint: active is fine, locked is a stop, closed is gone. */
export const statusTone = (status: string): BadgeTone => (status === 'ACTIVE' ? 'ok' : status === 'LOCKED' ? 'bad' : 'muted');
