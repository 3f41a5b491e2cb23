export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return 0;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Spread as (max - min) / median, in percent: how much the rounds disagreed. */
export function spreadPercent(values: number[]): number {
  const m = median(values);
  if (m === 0) return 0;
  return Math.round(((Math.max(...values) - Math.min(...values)) / m) * 1000) / 10;
}
