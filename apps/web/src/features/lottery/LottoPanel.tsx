import type { ReactNode } from 'react';

/** A panel of the lottery page (results, trends, tickets …): a section labelled by its heading `lotto-<id>-title`. */
export const LottoPanel = ({
  id,
  title,
  testId,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  testId: string;
  className?: string;
  children: ReactNode;
}) => (
  <section className={className ? `lotto-panel ${className}` : 'lotto-panel'} data-testid={testId} aria-labelledby={`lotto-${id}-title`}>
    <h2 id={`lotto-${id}-title`} className="lotto-panel__title">
      {title}
    </h2>
    {children}
  </section>
);
