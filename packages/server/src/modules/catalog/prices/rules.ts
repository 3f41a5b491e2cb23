import { divRound, MAX_AMOUNT_CENTS } from '../../../lib/money';

/**
 * How a bulk price change moves a price, in cents: set it, or move it by an amount of cents or by a
 * percentage held in hundredths of a percent (1050n = 10.5 %). A negative amount or percentage lowers.
 */
export type PriceMove = { set: bigint } | { by: bigint } | { pct: bigint };

/** Largest percentage a change may name, in hundredths (1000 %). Lowering stops at -100 %. */
export const MAX_PCT = 100_000n;
export const MIN_PCT = -10_000n;

/** The price moved by an amount or a percentage, rounded half away from zero to the cent (no clamp). */
export function adjusted(current: bigint, move: { by: bigint } | { pct: bigint }): bigint {
  return 'by' in move ? current + move.by : current + divRound(current * move.pct, 10_000n);
}

/** The new price of a bulk price change: rounded to the cent, never below zero nor above the largest amount. */
export function movedPrice(current: bigint, move: PriceMove): bigint {
  const next = 'set' in move ? move.set : adjusted(current, move);
  return next < 0n ? 0n : next > MAX_AMOUNT_CENTS ? MAX_AMOUNT_CENTS : next;
}
