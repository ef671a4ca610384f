import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  type MouseHandlerDataParam,
  ResponsiveContainer,
  Tooltip,
  type TooltipContentProps,
  XAxis,
  YAxis,
} from 'recharts';
import { axisWidth, barChartHeight, type ChartPoint, type ChartSpec, chartFrame, shortLabel } from './report-charts';
import type { ReportFormat } from './report-format';

/** The series' colours in legend order (the back office's accent, then calm contrasting hues). */
const COLOURS = ['#2f6fb3', '#1e7b4f', '#c2620a', '#8a3ffc'];
const AXIS = { fontSize: 12, fill: '#5f6b7a' };
const LINE_HEIGHT = 280;

type Props = {
  spec: ChartSpec;
  points: ChartPoint[];
  /** Whether the points are days (a time axis) or rows of another grouping (bars). */
  byDay: boolean;
  dir: 'ltr' | 'rtl';
  format: ReportFormat;
  /** What the chart shows, in words (the figure's name for assistive technology). */
  title: string;
  /** A point or bar clicked: its row's key (the drill-down). */
  onPick: (key: string) => void;
};

/**
 * A report's chart: a line per series over the days of the range, or a horizontal bar per row. Drawn left to right
 * in an `ltr` box and mirrored through its axes for Urdu (chartFrame): the days then run right to left and the value
 * axis stands on the right. Legend and tooltip are HTML in the interface language; numbers through Intl.
 */
export const ReportChart = ({ spec, points, byDay, dir, format, title, onPick }: Props) => {
  const { t } = useTranslation();
  const frame = chartFrame(dir);
  const value = (v: number) =>
    spec.unit === 'money' ? format.moneyCompact(v) : spec.unit === 'share' ? format.share(v) : format.countCompact(v);
  const exact = (v: number) =>
    spec.unit === 'money' ? format.money(Math.round(v * 100)) : spec.unit === 'share' ? format.share(v) : format.count(v);
  const name = (s: string) => t(`reports.columns.${s}`);
  const pointName = (p: ChartPoint) => (byDay ? format.day(p.key) : p.label);
  const maxAbs = Math.max(0, ...points.flatMap((p) => spec.series.map((s) => Math.abs(Number(p[s]) || 0))));
  const tickWidth = axisWidth([value(maxAbs), value(-maxAbs)]);
  const pick = (state: MouseHandlerDataParam) => {
    const i = Number(state.activeTooltipIndex);
    const p = Number.isInteger(i) ? points[i] : undefined;
    if (p) onPick(p.key);
  };
  const tooltip = ({ active, payload }: TooltipContentProps) => {
    const p = payload?.[0]?.payload as ChartPoint | undefined;
    if (!active || !p) return null;
    return (
      <div className="report-tip" dir={dir}>
        <strong>
          <bdi>{pointName(p)}</bdi>
        </strong>
        {spec.series.map((s, i) => (
          <span key={s} className="report-tip__row">
            <span className="report-swatch" style={{ background: COLOURS[i % COLOURS.length] }} aria-hidden="true" />
            {name(s)}: <bdi dir="ltr">{exact(Number(p[s]) || 0)}</bdi>
          </span>
        ))}
      </div>
    );
  };
  const grid = <CartesianGrid stroke="#e3e7ec" vertical={!byDay} horizontal={byDay} />;
  const chart = byDay ? (
    <LineChart data={points} margin={frame.margin} onClick={pick} style={{ cursor: 'pointer' }}>
      {grid}
      <XAxis
        dataKey="key"
        reversed={frame.timeReversed}
        tickFormatter={(d: string) => format.shortDay(d)}
        tick={AXIS}
        minTickGap={16}
        tickMargin={6}
      />
      <YAxis
        orientation={frame.valueSide}
        tickFormatter={value}
        tick={AXIS}
        width={tickWidth}
        // A share is at most the whole cohort: 0–100 % even when nobody came back.
        {...(spec.unit === 'share' ? { domain: [0, 1] } : {})}
      />
      <Tooltip content={tooltip} />
      {spec.series.map((s, i) => (
        <Line
          key={s}
          dataKey={s}
          name={name(s)}
          stroke={COLOURS[i % COLOURS.length]}
          strokeWidth={2}
          dot={points.length <= 31 ? { r: 3 } : false}
          isAnimationActive={false}
        />
      ))}
    </LineChart>
  ) : (
    <BarChart data={points} layout="vertical" margin={frame.margin} onClick={pick} style={{ cursor: 'pointer' }} barCategoryGap="20%">
      {grid}
      <XAxis type="number" reversed={frame.barValueReversed} tickFormatter={value} tick={AXIS} minTickGap={12} />
      <YAxis
        type="category"
        dataKey="label"
        orientation={frame.labelSide}
        tickFormatter={(l: string) => shortLabel(l)}
        tick={AXIS}
        width={118}
        interval={0}
      />
      <Tooltip content={tooltip} cursor={{ fill: '#eef2f7' }} />
      {spec.series.map((s, i) => (
        <Bar key={s} dataKey={s} name={name(s)} fill={COLOURS[i % COLOURS.length]} isAnimationActive={false} />
      ))}
    </BarChart>
  );
  return (
    <figure className="report-chart" data-testid="report-chart" data-kind={spec.kind} data-dir={dir}>
      <figcaption className="report-legend">
        <span className="visually-hidden">{title}</span>
        {spec.series.map((s, i) => (
          <span key={s} className="report-legend__item" data-testid="report-legend-item">
            <span className="report-swatch" style={{ background: COLOURS[i % COLOURS.length] }} aria-hidden="true" />
            {name(s)}
          </span>
        ))}
        <span className="muted report-legend__hint">{t('reports.chart.hint')}</span>
      </figcaption>
      <div className="report-chart__plot" dir="ltr" style={{ blockSize: byDay ? LINE_HEIGHT : barChartHeight(points.length) }}>
        <ResponsiveContainer width="100%" height="100%">
          {chart}
        </ResponsiveContainer>
      </div>
    </figure>
  );
};
