'use client';

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartDay } from '@/lib/shop/today-view';
import today from './today.module.css';

/**
 * Revenue per day and orders per day of the last 30 days (Recharts, loaded by the Today page only). The
 * charts are pictures of the figures: the page gives the same figures as text (a summary and a table), so
 * the charts are hidden from assistive technology.
 */
export function SalesCharts({ days, currency }: { days: ChartDay[]; currency: string }) {
  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 });
  return (
    <div className={today.charts} aria-hidden="true">
      <Chart
        title={`Revenue per day (${currency})`}
        days={days}
        dataKey="revenue"
        format={(v) => money.format(v)}
        tooltip={(d) => d.revenueText}
      />
      <Chart
        title="Orders per day"
        days={days}
        dataKey="orders"
        format={(v) => String(v)}
        tooltip={(d) => (d.orders === 1 ? '1 order' : `${d.orders} orders`)}
      />
    </div>
  );
}

function Chart({
  title,
  days,
  dataKey,
  format,
  tooltip,
}: {
  title: string;
  days: ChartDay[];
  dataKey: 'revenue' | 'orders';
  format: (value: number) => string;
  tooltip: (day: ChartDay) => string;
}) {
  return (
    <figure className={today.chart}>
      <figcaption className={today.chartTitle}>{title}</figcaption>
      <div className={today.chartBox}>
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height: 180 }}>
          <BarChart accessibilityLayer={false} data={days} margin={{ top: 8, right: 4, bottom: 0, left: 0 }}>
            <CartesianGrid vertical={false} stroke="#e6ddd0" />
            <XAxis
              dataKey="label"
              tick={{ fontSize: 11, fill: '#6f665b' }}
              interval="preserveStartEnd"
              minTickGap={24}
            />
            <YAxis
              width={dataKey === 'revenue' ? 56 : 28}
              interval={0}
              tickCount={4}
              tick={{ fontSize: 11, fill: '#6f665b' }}
              tickFormatter={format}
              allowDecimals={dataKey === 'revenue'}
            />
            <Tooltip
              cursor={{ fill: 'rgba(154, 69, 41, 0.08)' }}
              formatter={(_value, _name, item) => [tooltip(item.payload as ChartDay), '']}
              labelFormatter={(label) => String(label)}
              separator=""
            />
            <Bar
              dataKey={dataKey}
              fill={dataKey === 'revenue' ? '#9a4529' : '#7b8868'}
              radius={[2, 2, 0, 0]}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
