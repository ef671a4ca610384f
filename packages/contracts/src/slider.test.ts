import { describe, expect, it } from 'vitest';
import { homeSection, sliderColumns, sliderPage, sliderPageCount, sliderStep, totalPagesOf } from './slider';

describe('slider arithmetic (spec section 9)', () => {
  it.each([
    [0, 1],
    [1, 1],
    [6, 1],
    [7, 2],
    [12, 2],
    [13, 3],
    [160, 27],
  ])('%i items make %i slider pages of 6', (count, pages) => expect(sliderPageCount(count)).toBe(pages));

  it.each([
    [24, true, 2],
    [3, true, 2],
    [0, false, 1],
    [6, false, 1],
    [7, false, 2],
    [24, false, 4],
    [25, false, 5],
  ])('%i items on home=%s use %i columns', (count, home, cols) => expect(sliderColumns(count, home)).toBe(cols));

  const items = Array.from({ length: 14 }, (_, i) => i + 1);
  it.each([
    [1, [1, 2, 3, 4, 5, 6]],
    [2, [7, 8, 9, 10, 11, 12]],
    [3, [13, 14]],
    [9, [13, 14]],
    [0, [1, 2, 3, 4, 5, 6]],
  ])('page %i shows %j', (page, expected) => expect(sliderPage(items, page)).toEqual(expected));

  it.each([
    [1, 1, 14, 2],
    [3, 1, 14, 1],
    [1, -1, 14, 3],
    [1, 1, 0, 1],
  ] as const)('from page %i a step of %i over %i items lands on %i', (page, delta, count, expected) =>
    expect(sliderStep(page, delta, count)).toBe(expected),
  );

  it.each([
    [8, true, 5, true],
    [5, true, 5, false],
    [8, false, 8, false],
    [0, true, 0, false],
  ])('%i items, home=%s: %i shown, More=%s', (n, home, shown, more) => {
    const r = homeSection(
      Array.from({ length: n }, (_, i) => i),
      home,
    );
    expect(r.items).toHaveLength(shown);
    expect(r.showMore).toBe(more);
  });

  it.each([
    [0, 24, 1],
    [24, 24, 1],
    [25, 24, 2],
    [3077, 24, 129],
  ])('%i games at %i a page make %i pages', (total, size, pages) => expect(totalPagesOf(total, size)).toBe(pages));
});
