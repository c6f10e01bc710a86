import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

interface PlayChartProps {
  series: readonly { start: string; plays: number }[];
  label: string;
}

/** Plays per step of the report as bars, drawn by uPlot into a box as wide as the page. */
export function PlayChart({ series, label }: PlayChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      series.map((point) => Date.parse(point.start) / 1000),
      series.map((point) => point.plays),
    ];
    const chart = new uPlot(
      {
        width: element.clientWidth || 600,
        height: 240,
        legend: { show: false },
        series: [
          {},
          {
            label,
            stroke: '#1c7ed6',
            fill: 'rgba(28, 126, 214, 0.25)',
            paths: uPlot.paths.bars?.({ size: [0.8, 48] }),
          },
        ],
      },
      data,
      element,
    );
    const resize = () => chart.setSize({ width: element.clientWidth || 600, height: 240 });
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.destroy();
    };
  }, [series, label]);
  return <div ref={box} role="img" aria-label={label} />;
}
