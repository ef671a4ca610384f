import type { ReactNode } from 'react';

/** One term of a description list (`<dl>`): its label and value, in the `<div><dt/><dd/></div>` group. */
export const Fact = ({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) => (
  <div>
    <dt>{label}</dt>
    <dd data-testid={testId}>{children}</dd>
  </div>
);
