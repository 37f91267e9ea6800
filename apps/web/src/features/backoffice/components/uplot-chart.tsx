import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export type DailyPoint = { date: string; orders: number; revenue: string };

const HEIGHT = 260;

/** Orders (bars' scale on the left) and card revenue (right) a day, drawn by uPlot on a canvas. */
export function UplotChart({ daily, revenueLabel }: { daily: readonly DailyPoint[]; revenueLabel: string }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      daily.map((d) => Date.parse(`${d.date}T00:00:00Z`) / 1000),
      daily.map((d) => d.orders),
      daily.map((d) => Number(d.revenue)),
    ];
    const plot = new uPlot(
      {
        width: element.clientWidth || 600,
        height: HEIGHT,
        scales: { x: { time: true }, orders: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
        series: [
          {},
          { label: 'Orders', scale: 'orders', stroke: '#07788a', width: 2, fill: 'rgba(8,193,218,0.12)' },
          { label: revenueLabel, scale: 'money', stroke: '#b45309', width: 2 },
        ],
        axes: [{}, { scale: 'orders' }, { scale: 'money', side: 1, grid: { show: false } }],
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [daily, revenueLabel]);

  return <div ref={box} className="w-full" />;
}
