import { categoryRoutes } from '@wl/contracts';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { useVendors } from '../../features/catalogue/api';
import { CategoryNav } from '../../features/catalogue/CategoryNav';

type Props = { rewards: boolean; shareLabel: string; onShare: () => void };

/**
 * The desktop top navigation. Entries that do not fit the room left by the header move, whole, into a "More"
 * drop-down at the end (counted from the widths the entries measure), so no category is dropped or cut mid-word.
 */
export const TopNav = ({ rewards, shareLabel, onShare }: Props) => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { data: lanes = [] } = useVendors();
  const navRef = useRef<HTMLElement>(null);
  const moreRef = useRef<HTMLDetailsElement>(null);
  const [fit, setFit] = useState(Number.POSITIVE_INFINITY);

  const entries: { key: string; to: string; label: string }[] = [
    { key: 'home', to: '/', label: t('nav.home') },
    ...lanes.filter((l) => l.cards.length > 0).map((l) => ({ key: l.gameCategory, to: categoryRoutes[l.gameCategory], label: l.title })),
    { key: 'promotions', to: '/promotions', label: t('nav.promotions') },
    ...(rewards ? [{ key: 'rewards', to: '/member/referral', label: t('nav.rewards') }] : []),
  ];
  const total = entries.length + 1;
  const labels = entries.map((e) => e.label).join('|');

  // biome-ignore lint/correctness/useExhaustiveDependencies: measure again whenever the entries or their labels change
  useLayoutEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    const measure = () => {
      const items = Array.from(nav.querySelectorAll<HTMLElement>(':scope > [data-nav-item]'));
      const gap = Number.parseFloat(getComputedStyle(nav).columnGap) || 0;
      const room = nav.clientWidth;
      const widths = items.map((el) => el.offsetWidth + gap);
      const all = widths.reduce((a, b) => a + b, 0);
      if (all <= room) return setFit(items.length);
      const more = (moreRef.current?.offsetWidth ?? 0) + gap;
      let used = more;
      let n = 0;
      while (n < widths.length && used + (widths[n] ?? 0) <= room) used += widths[n++] ?? 0;
      setFit(n);
    };
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(nav);
    return () => ro.disconnect();
  }, [labels]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the drop-down after a navigation
  useLayoutEffect(() => {
    if (moreRef.current) moreRef.current.open = false;
  }, [pathname]);

  const hidden = (i: number) => (i >= fit ? { 'data-overflow': true, 'aria-hidden': true } : {});
  const overflow = entries.slice(Math.min(fit, entries.length));
  const shareHidden = fit < total;

  return (
    <nav className="top-nav" aria-label={t('nav.main')} ref={navRef} data-testid="top-nav">
      <NavLink to="/" end data-nav-item="" {...hidden(0)}>
        {t('nav.home')}
      </NavLink>
      <CategoryNav hiddenFrom={fit - 1} />
      <NavLink to="/promotions" data-nav-item="" {...hidden(entries.length - (rewards ? 2 : 1))}>
        {t('nav.promotions')}
      </NavLink>
      {rewards ? (
        <NavLink to="/member/referral" data-nav-item="" {...hidden(entries.length - 1)}>
          {t('nav.rewards')}
        </NavLink>
      ) : null}
      <button type="button" className="link-btn" onClick={onShare} data-nav-item="" {...hidden(entries.length)}>
        {shareLabel}
      </button>
      {/* Kept in the layout while unused (invisible) so its width is known when entries start to overflow. */}
      <details
        className="nav-more"
        ref={moreRef}
        data-testid="nav-more"
        {...(shareHidden ? {} : { 'data-overflow': true, 'aria-hidden': true })}
      >
        <summary className="nav-more__trigger">{t('catalogue.more')}</summary>
        <ul className="nav-more__list">
          {overflow.map((e) => (
            <li key={e.key}>
              <Link to={e.to}>{e.label}</Link>
            </li>
          ))}
          <li>
            <button type="button" className="link-btn" onClick={onShare}>
              {shareLabel}
            </button>
          </li>
        </ul>
      </details>
    </nav>
  );
};
