import { sliderColumns, sliderPage, sliderPageCount, sliderStep } from '@wl/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props<T> = { items: readonly T[]; isHome: boolean; render: (item: T) => ReactNode; testId?: string };

/** A paginated slider: groups of 6, arrows that loop, "page / pages"; 2 columns on home, else ceil(count / 6). */
export const Slider = <T,>({ items, isHome, render, testId }: Props<T>) => {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const pages = sliderPageCount(items.length);
  const current = Math.min(page, pages);
  const cols = sliderColumns(items.length, isHome);
  return (
    <div className="slider" data-testid={testId} data-columns={cols}>
      <div className="slider__track">
        {sliderPage(items, current).map((it, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the slot position is the identity within one slider page
          <div className="slider__cell" key={i}>
            {render(it)}
          </div>
        ))}
      </div>
      {pages > 1 ? (
        <div className="slider__nav">
          <button
            type="button"
            className="icon-btn"
            aria-label={t('catalogue.prev')}
            onClick={() => setPage(sliderStep(current, -1, items.length))}
            data-testid="slider-prev"
          >
            ‹
          </button>
          <span data-testid="slider-page">
            {current} / {pages}
          </span>
          <button
            type="button"
            className="icon-btn"
            aria-label={t('catalogue.next')}
            onClick={() => setPage(sliderStep(current, 1, items.length))}
            data-testid="slider-next"
          >
            ›
          </button>
        </div>
      ) : null}
    </div>
  );
};
