import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import { useEffect, useRef, useState } from 'react';
import { useEntry } from '../ui/use-entry.ts';
import type { AdminAnalyticsPart } from './parts.ts';
import { adminAnalyticsTexts } from './texts.ts';

export interface ChartSeries {
  /** The series' colour and `data-state` (`bookings`, `completed`, `earnings`, `rating`). */
  key: string;
  label: string;
  /** One value a week; `null` where there is none (no review that week). */
  values: (number | null)[];
}

export interface WeeklyChartProps {
  title: string;
  /** The weeks' short labels, oldest first. */
  weeks: string[];
  series: ChartSeries[];
  kind: 'bars' | 'line';
  /** How the value axis writes a value. */
  format: (value: number) => string;
  /** The value axis' ends; from zero to the largest value (rounded up) unless given. */
  domain?: [number, number];
  /** Only whole numbers on the value axis (counts). */
  wholeTicks?: boolean;
}

// Drawn at the column's width in CSS pixels (measured), so its text keeps its size at any width.
const height = 220;
const margin = { top: 12, right: 8, bottom: 28, left: 64 };
const plotHeight = height - margin.top - margin.bottom;
// Room for one week's label ("28 sept.") on the axis.
const labelRoom = 60;

/** The element's content width, followed as its column resizes (a first guess until measured). */
function useWidth<T extends Element>(initial: number) {
  const ref = useRef<T | null>(null);
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(240, Math.floor(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * One weekly chart drawn in SVG with visx at its column's width (docs/adr/0013-charts.md): bars side by side per week, or a line with
 * its points (gaps where a week has no value). Colours are the theme's tokens, set in the CSS by
 * each series' `data-state`. The drawing is hidden from screen readers: the table says the same.
 */
export function WeeklyChart({ title, weeks, series, kind, format, domain, wholeTicks = false }: WeeklyChartProps) {
  const { part } = useEntry<AdminAnalyticsPart>(adminAnalyticsTexts);
  const { ref, width } = useWidth<HTMLElement>(480);
  const plotWidth = width - margin.left - margin.right;
  const largest = Math.max(0, ...series.flatMap((one) => one.values.map((value) => value ?? 0)));
  const y = scaleLinear<number>({
    domain: domain ?? [0, Math.max(largest, wholeTicks ? 4 : 1)],
    range: [plotHeight, 0],
    nice: !domain,
  });
  const x = scaleBand<string>({ domain: weeks, range: [0, plotWidth], padding: kind === 'bars' ? 0.25 : 0 });
  const inner = scaleBand<string>({ domain: series.map((one) => one.key), range: [0, x.bandwidth()], padding: 0.1 });
  const ticks = y.ticks(4).filter((tick) => !wholeTicks || Number.isInteger(tick));
  // One week's label in two or three when the bands are narrow, so none overlaps; this week's always.
  const labelEvery = Math.max(1, Math.ceil((weeks.length * labelRoom) / plotWidth));
  const centre = (index: number) => (x(weeks[index] ?? '') ?? 0) + x.bandwidth() / 2;

  return (
    <figure ref={ref} {...part('chart', { className: 'propre-stack propre-tile' })}>
      <figcaption {...part('chartTitle')}>{title}</figcaption>
      {series.length > 1 ? (
        <ul {...part('legend', { className: 'propre-wrap propre-bare-list' })}>
          {series.map((one) => (
            <li key={one.key} {...part('legendItem')}>
              <span {...part('swatch', { state: one.key })} />
              {one.label}
            </li>
          ))}
        </ul>
      ) : null}
      <svg
        {...part('plot')}
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        aria-hidden="true"
        focusable="false"
      >
        <g transform={`translate(${margin.left} ${margin.top})`}>
          {ticks.map((tick) => (
            <g key={tick}>
              <line {...part('gridLine')} x1={0} x2={plotWidth} y1={y(tick)} y2={y(tick)} />
              <text {...part('tick')} x={-8} y={y(tick)} dy="0.32em" textAnchor="end">
                {format(tick)}
              </text>
            </g>
          ))}
          {weeks.map((week, index) =>
            (weeks.length - 1 - index) % labelEvery === 0 ? (
              <text key={week} {...part('tick')} x={centre(index)} y={plotHeight + 20} textAnchor="middle">
                {week}
              </text>
            ) : null,
          )}
          {kind === 'bars'
            ? series.flatMap((one) =>
                one.values.map((value, index) => {
                  const top = y(value ?? 0);
                  return (
                    <Bar
                      key={`${one.key}-${weeks[index]}`}
                      {...part('bar', { state: one.key })}
                      x={(x(weeks[index] ?? '') ?? 0) + (inner(one.key) ?? 0)}
                      y={top}
                      width={inner.bandwidth()}
                      height={Math.max(0, plotHeight - top)}
                      rx={2}
                    />
                  );
                }),
              )
            : series.map((one) => (
                <g key={one.key}>
                  <LinePath<number | null>
                    {...part('line', { state: one.key })}
                    data={one.values}
                    x={(_, index) => centre(index)}
                    y={(value) => y(value ?? 0)}
                    defined={(value) => value !== null}
                  />
                  {one.values.map((value, index) =>
                    value === null ? null : (
                      <circle key={weeks[index]} {...part('point', { state: one.key })} cx={centre(index)} cy={y(value)} r={4} />
                    ),
                  )}
                </g>
              ))}
        </g>
      </svg>
    </figure>
  );
}
