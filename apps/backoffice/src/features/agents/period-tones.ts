import type { periodStates } from '@wl/contracts';
import type { BadgeTone } from '../../components/Badge';

/** How a settlement period's state looks: running, due for payment, settled, void. */
export const periodTones: Record<(typeof periodStates)[number], BadgeTone> = { OPEN: 'info', DUE: 'warn', SETTLED: 'ok', VOID: 'muted' };
