/**
 * The checkout's stock hold as the shopper reads it: how long the pieces stay reserved (m:ss, or h:mm:ss past
 * an hour), or that the hold has ended and the pieces may go to someone else.
 */
export type HoldState = { expired: false; left: string } | { expired: true };

export function holdState(expiresAt: string, now: number): HoldState {
  const ms = Date.parse(expiresAt) - now;
  if (!Number.isFinite(ms) || ms <= 0) return { expired: true };
  const total = Math.ceil(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return {
    expired: false,
    left: hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`,
  };
}

/** The SDK gives dates as Date objects; the view keeps ISO text (it crosses to the browser). */
export const isoOf = (value: Date | string | undefined | null): string | undefined =>
  value === undefined || value === null ? undefined : new Date(value).toISOString();
