import type { ReactNode } from 'react';

/** One screen of the back office: its title, the actions beside it, and its content. */
export const Page = ({ id, title, actions, children }: { id: string; title: string; actions?: ReactNode; children: ReactNode }) => (
  <section className="page" data-testid={`page-${id}`} aria-labelledby={`page-${id}-title`}>
    <header className="page__head">
      <h1 id={`page-${id}-title`}>{title}</h1>
      {actions ? <div className="page__actions">{actions}</div> : null}
    </header>
    {children}
  </section>
);
