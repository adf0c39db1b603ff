import { Group } from '@visx/group';
import { Pie } from '@visx/shape';
import { formatPercent } from '@portal/shared';
import type { Figure } from './figures.js';

/** §9: the doughnut's hole is 70 % of its radius. */
export const CUTOUT = 0.7;
const SIZE = 220;

/**
 * Slice colours, in order. Each has at least 3:1 contrast with the white page and the white gaps between
 * slices; colour is never the only key, because the table beside the chart names every slice in words.
 */
export const SLICE_COLOURS = ['#0b6b3a', '#0a4f8a', '#7a4b00', '#5b2a86', '#a3123a'] as const;
export const sliceColour = (index: number) => SLICE_COLOURS[index % SLICE_COLOURS.length]!;

/** The chart's text alternative: every slice with its share, in the order drawn. */
export function chartDescription(title: string, figures: readonly Figure[], percent: (share: number) => string = formatPercent): string {
  return `${title}: ${figures.map((figure) => `${figure.label} ${percent(figure.share)}`).join(', ')}.`;
}

/** A visx doughnut of the figures' shares (§2.5). */
export function DoughnutChart({
  title,
  figures,
  percent = formatPercent,
}: {
  title: string;
  figures: readonly Figure[];
  /** How a share is written in the page's language. */
  percent?: (share: number) => string;
}) {
  const radius = SIZE / 2;
  return (
    <svg
      className="doughnut"
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      width={SIZE}
      height={SIZE}
      role="img"
      aria-label={chartDescription(title, figures, percent)}
    >
      <Group top={radius} left={radius}>
        <Pie
          data={figures as Figure[]}
          pieValue={(figure) => figure.share}
          pieSort={null}
          pieSortValues={null}
          outerRadius={radius}
          innerRadius={radius * CUTOUT}
          padAngle={0.01}
        >
          {(pie) =>
            pie.arcs.map((arc, index) => (
              <path
                key={arc.data.label}
                className="doughnut__slice"
                d={pie.path(arc) ?? ''}
                fill={sliceColour(index)}
                data-share={arc.data.share}
              />
            ))
          }
        </Pie>
      </Group>
    </svg>
  );
}
