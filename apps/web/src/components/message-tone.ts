/** How a form's answer feels to the person: each tone has its own colour, mark and role. */
export type MessageTone = 'success' | 'info' | 'warning' | 'error';

/**
 * The ARIA of a tone. Success and information wait their turn (a polite status); a warning or an error interrupts,
 * because the person has to act on it before trying again.
 */
export const toneAria = (tone: MessageTone): { role: 'status' | 'alert'; 'aria-live': 'polite' | 'assertive' } =>
  tone === 'success' || tone === 'info' ? { role: 'status', 'aria-live': 'polite' } : { role: 'alert', 'aria-live': 'assertive' };
