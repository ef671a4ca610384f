import { LARGE_VENDOR_COUNT, categoryRoutes } from '@wl/contracts';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { useVendors } from './api';
import { VendorTile } from './VendorTile';

/**
 * Top navigation entries, one per category that has vendors, each with a drop-down of vendor tiles (the large
 * layout above 10 vendors). Opens on hover and on keyboard focus. From `hiddenFrom` on, entries stay measurable but
 * invisible (the top navigation lists them under "More").
 */
export const CategoryNav = ({ hiddenFrom = Number.POSITIVE_INFINITY }: { hiddenFrom?: number }) => {
  const { data: lanes = [] } = useVendors();
  const [open, setOpen] = useState<string | null>(null);
  // The navigation scrolls sideways when crowded, which would clip an absolutely placed panel, so the panel is
  // fixed to the viewport under its entry.
  const [at, setAt] = useState<{ top: number; start: number }>({ top: 0, start: 0 });
  const show = (cat: string, el: HTMLElement) => {
    const r = el.getBoundingClientRect();
    const rtl = document.documentElement.dir === 'rtl';
    setAt({ top: r.bottom, start: Math.max(8, rtl ? window.innerWidth - r.right : r.left) });
    setOpen(cat);
  };
  return (
    <>
      {lanes
        .filter((l) => l.cards.length > 0)
        .map((l, i) => {
          const large = l.cards.length > LARGE_VENDOR_COUNT;
          return (
            // biome-ignore lint/a11y/noStaticElementInteractions: hover only mirrors the focus handling of the link inside
            <div
              key={l.gameCategory}
              className="nav-drop"
              onMouseEnter={(e) => show(l.gameCategory, e.currentTarget)}
              onMouseLeave={() => setOpen(null)}
              onFocus={(e) => show(l.gameCategory, e.currentTarget)}
              onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node) && setOpen(null)}
              data-testid={`nav-category-${l.gameCategory}`}
              data-nav-item=""
              {...(i >= hiddenFrom ? { 'data-overflow': true, 'aria-hidden': true } : {})}
            >
              <NavLink to={categoryRoutes[l.gameCategory]} aria-haspopup="true" aria-expanded={open === l.gameCategory}>
                {l.title}
              </NavLink>
              {open === l.gameCategory ? (
                <div
                  className={`nav-drop__panel${large ? ' nav-drop__panel--large' : ''}`}
                  style={{ insetBlockStart: at.top, insetInlineStart: at.start }}
                  data-testid={`nav-dropdown-${l.gameCategory}`}
                  data-large={large}
                >
                  {l.cards.map((v) => (
                    <VendorTile key={v.cardId} vendor={v} entries={l.cards.length} large={large} onPick={() => setOpen(null)} />
                  ))}
                </div>
              ) : null}
            </div>
          );
        })}
    </>
  );
};
