import { formatMinor } from '@wl/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { useSystem } from '../../shared/system';
import { useWinners } from './api';

/** Winner board: top three highlighted, the rest scrolling upward 0.5 px a frame (paused on hover). */
export const WinnerBoard = () => {
  const { t } = useTranslation();
  const { brand } = useSystem();
  const { data } = useWinners();
  const box = useRef<HTMLDivElement>(null);
  const list = data?.list ?? [];
  const rest = list.slice(3);
  useEffect(() => {
    const el = box.current;
    if (!el || rest.length === 0 || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    let frame = 0;
    let hover = false;
    let pos = 0;
    const enter = () => {
      hover = true;
    };
    const leave = () => {
      hover = false;
    };
    el.addEventListener('mouseenter', enter);
    el.addEventListener('mouseleave', leave);
    const tick = () => {
      if (!hover) {
        pos += 0.5;
        if (pos >= el.scrollHeight / 2) pos = 0;
        el.scrollTop = pos;
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      el.removeEventListener('mouseenter', enter);
      el.removeEventListener('mouseleave', leave);
    };
  }, [rest.length]);
  const money = (minor: string) =>
    formatMinor(minor, data?.currencyDecimals ?? 2, brand?.currency.symbol ? `${brand.currency.symbol} ` : '');
  return (
    <section className="winners" aria-labelledby="winners-title" data-testid="winner-board">
      <div className="winners__head">
        <h2 id="winners-title" className="lobby-section__title">
          {t('catalogue.winners')}
        </h2>
        <Link to="/winners" className="btn btn--sm" data-testid="winners-more">
          {t('catalogue.more')}
        </Link>
      </div>
      {list.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <ol className="winners__top">
            {list.slice(0, 3).map((w, i) => (
              <li key={`${w.customerName}-${w.time}`} className={`winners__top-item winners__rank-${i + 1}`}>
                <span className="winners__name">{w.customerName}</span>
                <span className="winners__game">{w.gameName}</span>
                <strong className="winners__amount money--credit">{money(w.winAmount)}</strong>
              </li>
            ))}
          </ol>
          <div className="winners__scroll" ref={box}>
            {[0, 1].flatMap((copy) =>
              rest.map((w) => (
                <div key={`${copy}-${w.customerName}-${w.time}`} className="winners__row" aria-hidden={copy === 1}>
                  <span className="winners__name">{w.customerName}</span>
                  <span className="winners__amount money--credit">{money(w.winAmount)}</span>
                </div>
              )),
            )}
          </div>
        </>
      )}
    </section>
  );
};
