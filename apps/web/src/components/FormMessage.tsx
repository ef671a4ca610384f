import type { ReactNode } from 'react';
import { type MessageTone, toneAria } from './message-tone';

export type { MessageTone };

// A mark besides the colour, so the tone does not rest on colour alone.
const marks: Record<MessageTone, string> = {
  success: 'M20 6L9 17l-5-5',
  info: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zm0-6v-5m0-3v.01',
  warning: 'M12 3l10 18H2zm0 7v5m0 3v.01',
  error: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM9 9l6 6m0-6l-6 6',
};

/**
 * A form's answer after a submit (done, a warning, or why it failed): one look and one ARIA role per tone, the same
 * on every form. Field-level problems stay next to their field.
 */
export const FormMessage = ({
  tone,
  children,
  testId,
  code,
}: {
  tone: MessageTone;
  children: ReactNode;
  testId?: string;
  /** The error code shown, for journeys and support. */
  code?: string;
}) => (
  <p className={`form-msg form-msg--${tone}`} {...toneAria(tone)} data-tone={tone} data-testid={testId} data-code={code}>
    <svg className="form-msg__mark" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={marks[tone]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
    <span>{children}</span>
  </p>
);
