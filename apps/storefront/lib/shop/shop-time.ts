/**
 * Dates and times as the shop shows them: in the shop's time zone (its settings, lib/shop/shop-settings.ts),
 * whatever zone the storefront's server or the shopper's browser runs in, with the zone named beside a time
 * of day ("9:00 AM–12:00 PM ET"), which a shopper elsewhere could read as their own. Plain dates need no zone.
 * The commerce server's mails use its twin, packages/server/src/lib/shop-time.ts.
 */

/** What the pages need of the shop's settings to show times: its zone, and its opening hours as text. */
export interface ShopClock {
  timeZone: string;
  /** "Monday–Saturday, 9:00 AM–5:00 PM ET"; empty when the shop gave no hours. */
  hours: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) formatters.set(key, (found = new Intl.DateTimeFormat('en-US', { ...options, timeZone })));
  return found;
}

const zonePart = (date: Date, timeZone: string, style: 'shortGeneric' | 'short') =>
  formatter(timeZone, { timeZoneName: style })
    .formatToParts(date)
    .find((p) => p.type === 'timeZoneName')?.value ?? timeZone;

/** The zone's short name: the generic abbreviation where there is one ("ET" in summer and winter), else "UTC", "GMT+1". */
export function zoneLabel(timeZone: string, date = new Date()): string {
  const generic = zonePart(date, timeZone, 'shortGeneric');
  return /^[A-Z]{1,5}$/.test(generic) ? generic : zonePart(date, timeZone, 'short');
}

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));
const DAY = { weekday: 'long', month: 'long', day: 'numeric' } as const;
const TIME = { hour: 'numeric', minute: '2-digit' } as const;
const DATE = { month: 'short', day: 'numeric', year: 'numeric' } as const;

/** "9:00 AM" in the zone. */
export const timeText = (value: Date | string, timeZone: string) =>
  formatter(timeZone, TIME).format(toDate(value));

/** "Dec 1, 2026": the zone's date. */
export const dateText = (value: Date | string, timeZone: string) =>
  formatter(timeZone, DATE).format(toDate(value));

/** "Dec 1, 2026, 9:39 AM ET". */
export function dateTimeText(value: Date | string, timeZone: string): string {
  const date = toDate(value);
  return `${dateText(date, timeZone)}, ${timeText(date, timeZone)} ${zoneLabel(timeZone, date)}`;
}

/** A delivery window: "Tuesday, December 1, 9:00 AM–12:00 PM ET" (the end's day too when it is another). */
export function slotText(slot: { from: Date | string; to: Date | string }, timeZone: string): string {
  const [from, to] = [toDate(slot.from), toDate(slot.to)];
  const day = formatter(timeZone, DAY);
  const end =
    day.format(from) === day.format(to)
      ? timeText(to, timeZone)
      : `${day.format(to)}, ${timeText(to, timeZone)}`;
  return `${day.format(from)}, ${timeText(from, timeZone)}–${end} ${zoneLabel(timeZone, from)}`;
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** A wall-clock "17:00" as "5:00 PM" (no date, so no zone arithmetic). */
function wallTime(hhmm: string): string {
  const [hour = 0, minute = 0] = hhmm.split(':').map(Number);
  return `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/**
 * Opening hours as a sentence: following days with the same hours together ("Monday–Saturday, 9:00 AM–5:00
 * PM ET"), groups joined by "; ", the note after. Empty when the shop gave neither days nor a note.
 */
export function hoursText(
  hours: { days: readonly { weekday: number; open: string; close: string }[]; note: string },
  timeZone: string,
  now = new Date(),
): string {
  const days = [...hours.days].sort((a, b) => a.weekday - b.weekday);
  const groups: { first: number; last: number; open: string; close: string }[] = [];
  for (const day of days) {
    const last = groups.at(-1);
    if (last && last.last === day.weekday - 1 && last.open === day.open && last.close === day.close) {
      last.last = day.weekday;
    } else {
      groups.push({ first: day.weekday, last: day.weekday, open: day.open, close: day.close });
    }
  }
  const text = groups
    .map((g) => {
      const name = (weekday: number) => WEEKDAYS[weekday - 1] ?? '';
      const span = g.first === g.last ? name(g.first) : `${name(g.first)}–${name(g.last)}`;
      return `${span}, ${wallTime(g.open)}–${wallTime(g.close)}`;
    })
    .join('; ');
  const zoned = text ? `${text} ${zoneLabel(timeZone, now)}` : '';
  return [zoned, hours.note.trim()].filter(Boolean).join('. ');
}

/** Minutes the zone is ahead of UTC at `instant`. */
function offsetMinutes(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** The instant a day (`YYYY-MM-DD`) begins in the zone (`2026-03-29`, `Europe/Paris` -> 2026-03-28T23:00:00Z). */
export function dayStartIn(day: string, timeZone: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  // Across a change of offset the first guess is an hour out: correct it with the offset at the guess.
  const guess = midnightUtc - offsetMinutes(midnightUtc, timeZone) * 60_000;
  return new Date(midnightUtc - offsetMinutes(guess, timeZone) * 60_000);
}

/** The day after a `YYYY-MM-DD` day. */
export const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
