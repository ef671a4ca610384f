import type { ReportGrouping, ReportKind, ReportRow } from '@wl/contracts';
import { datesOf, type DayRange } from './report-range';
import { minorToPlot } from './report-format';

/**
 * What each report draws, and how a chart mirrors for a right-to-left language. Pure: the page hands the result to
 * Recharts. A time axis (by day) is a line chart whose days run with the reading direction (right to left in Urdu);
 * any other grouping is a bar per row, largest first, with its labels on the reading side.
 */
export type ChartUnit = 'money' | 'count' | 'share';
export type ChartSpec = {
  kind: 'line' | 'bar';
  unit: ChartUnit;
  /** The value columns drawn, in legend order (their names are the report's column names). */
  series: readonly string[];
  /** A share series divides by this column of the same row (retention: each day over the cohort). */
  per?: string;
};

export const chartSpecOf = (report: ReportKind, groupBy: ReportGrouping | null): ChartSpec => {
  const byDay = groupBy === 'day';
  switch (report) {
    case 'ggr':
      return byDay ? { kind: 'line', unit: 'money', series: ['ggr', 'ngr'] } : { kind: 'bar', unit: 'money', series: ['ggr'] };
    case 'payments':
      return { kind: byDay ? 'line' : 'bar', unit: 'money', series: ['depositAmount', 'withdrawalAmount'] };
    case 'ftd':
      return { kind: 'line', unit: 'count', series: ['registrations', 'ftd'] };
    case 'retention':
      return { kind: 'line', unit: 'share', series: ['d1', 'd7', 'd14', 'd30'], per: 'cohort' };
    case 'players':
    case 'agents':
      return { kind: 'bar', unit: 'money', series: ['ggr'] };
    case 'promotions':
      return { kind: 'bar', unit: 'money', series: ['cost'] };
  }
};

/** One point of the chart: the row's key and label, and each series as a plain number (major units for money). */
export type ChartPoint = { key: string; label: string; [series: string]: number | string };

/** The most bars a chart shows; the table below has every row. */
export const MAX_BARS = 12;

const plot = (spec: ChartSpec, row: ReportRow | undefined, series: string): number => {
  const raw = row?.values[series] ?? '0';
  if (spec.unit === 'money') return minorToPlot(/^-?\d+$/.test(raw) ? raw : '0');
  const n = Number(raw);
  if (spec.unit === 'count') return Number.isFinite(n) ? n : 0;
  const base = Number(row?.values[spec.per ?? ''] ?? 0);
  return base > 0 && Number.isFinite(n) ? n / base : 0;
};

/**
 * The chart's points. By day: every day of the range in order (a day with no row is a zero, so the line does not
 * skip it). Otherwise the rows with the largest first series, at most MAX_BARS.
 */
export const chartPoints = (spec: ChartSpec, rows: readonly ReportRow[], range: DayRange, byDay: boolean): ChartPoint[] => {
  const point = (key: string, label: string, row: ReportRow | undefined): ChartPoint => {
    const p: ChartPoint = { key, label };
    for (const s of spec.series) p[s] = plot(spec, row, s);
    return p;
  };
  if (byDay) {
    const byKey = new Map(rows.map((r) => [r.key, r]));
    return datesOf(range).map((d) => point(d, d, byKey.get(d)));
  }
  const first = spec.series[0] ?? '';
  return rows
    .map((r) => point(r.key, r.label, r))
    .sort((a, b) => Math.abs(Number(b[first])) - Math.abs(Number(a[first])))
    .slice(0, MAX_BARS);
};

/**
 * A chart's sides for the reading direction. Left to right: time runs left to right, values on the left. Right to
 * left: time runs right to left (the axis reversed) and the value axis stands on the right; bar labels sit on the
 * reading side (the start) and the bars grow away from it. The chart itself is drawn in an `ltr` box, so these
 * settings alone decide the mirroring (SVG text anchors would otherwise flip a second time).
 */
export const chartFrame = (dir: 'ltr' | 'rtl') => {
  const rtl = dir === 'rtl';
  return {
    /** Line charts: the time axis reversed in Urdu. */
    timeReversed: rtl,
    /** Line charts: the value axis on the right in Urdu. */
    valueSide: rtl ? ('right' as const) : ('left' as const),
    /** Bar charts (horizontal bars): values reversed so bars grow from the right. */
    barValueReversed: rtl,
    /** Bar charts: the category labels on the right in Urdu. */
    labelSide: rtl ? ('right' as const) : ('left' as const),
    /** Room at the far end, so the last tick's text is not cut. */
    margin: rtl ? { top: 8, right: 4, bottom: 4, left: 16 } : { top: 8, right: 16, bottom: 4, left: 4 },
  };
};

/** The width a value axis needs for its longest tick text (about 7 px a character at the axis font), 40–110 px. */
export const axisWidth = (ticks: readonly string[]): number =>
  Math.min(110, Math.max(40, Math.ceil(Math.max(0, ...ticks.map((t) => t.length)) * 7 + 10)));

/** The height of a horizontal bar chart: a band per bar and room for the value axis. */
export const barChartHeight = (bars: number): number => Math.max(120, bars * 30 + 40);

/** A category label shortened to fit the label axis (game and promotion names can be long). */
export const shortLabel = (label: string, max = 16): string => (label.length > max ? `${label.slice(0, max - 1)}…` : label);
