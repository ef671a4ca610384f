import type { ReactNode } from 'react';

type Props = { id: string; title: string; subtitle?: ReactNode; actions?: ReactNode; children?: ReactNode };

/** Every routed screen: a titled section findable as data-testid="screen-<id>". */
export const Screen = ({ id, title, subtitle, actions, children }: Props) => (
  <section className="screen" data-testid={`screen-${id}`} aria-labelledby={`screen-title-${id}`}>
    <header className="screen__head">
      <div>
        <h1 id={`screen-title-${id}`} className="screen__title">
          {title}
        </h1>
        {subtitle ? <p className="screen__subtitle">{subtitle}</p> : null}
      </div>
      {actions ? <div className="screen__actions">{actions}</div> : null}
    </header>
    {children}
  </section>
);
