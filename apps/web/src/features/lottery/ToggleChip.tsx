import type { ReactNode } from 'react';

/** A chip that is on or off (a filter's choice), pressed when on. */
export const ToggleChip = ({
  on,
  onClick,
  testId,
  children,
}: {
  on: boolean;
  onClick: () => void;
  testId?: string;
  children: ReactNode;
}) => (
  <button type="button" className={`chip${on ? ' chip--on' : ''}`} aria-pressed={on} onClick={onClick} data-testid={testId}>
    {children}
  </button>
);
