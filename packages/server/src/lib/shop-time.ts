/**
 * Dates and times as the shop shows them in its mails: in the shop's time zone (its settings), a time of
 * day with the zone named ("9:00 AM–12:00 PM ET"), since a buyer elsewhere could read it as their own.
 * The storefront has its twin in apps/storefront/lib/shop/shop-time.ts.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) formatters.set(key, (found = new Intl.DateTimeFormat('en-US', { ...options, timeZone })));
  return found;
}

/** Whether a time zone name is one this runtime knows (an IANA name such as America/New_York, or UTC). */
export function knownTimeZone(timeZone: string): boolean {
  if (timeZone.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

const zonePart = (date: Date, timeZone: string, style: 'shortGeneric' | 'short') =>
  formatter(timeZone, { timeZoneName: style })
    .formatToParts(date)
    .find((p) => p.type === 'timeZoneName')?.value ?? timeZone;

/**
 * The zone's short name at `date`: the generic one where it is an abbreviation ("ET", the same in summer
 * and winter), else the offset's ("UTC", "GMT+1").
 */
export function zoneLabel(timeZone: string, date: Date): string {
  const generic = zonePart(date, timeZone, 'shortGeneric');
  return /^[A-Z]{1,5}$/.test(generic) ? generic : zonePart(date, timeZone, 'short');
}

const DAY = { weekday: 'long', month: 'long', day: 'numeric' } as const;
const TIME = { hour: 'numeric', minute: '2-digit' } as const;
const DATE = { month: 'long', day: 'numeric', year: 'numeric' } as const;

/** "9:00 AM", in the zone. */
export const timeText = (date: Date, timeZone: string) => formatter(timeZone, TIME).format(date);

/** "December 31, 2026": a plain date needs no zone, but it is the zone's date. */
export const dateText = (date: Date, timeZone: string) => formatter(timeZone, DATE).format(date);

/** "December 31, 2026 at 12:00 PM ET". */
export const dateTimeText = (date: Date, timeZone: string) =>
  `${dateText(date, timeZone)} at ${timeText(date, timeZone)} ${zoneLabel(timeZone, date)}`;

/** A delivery window: "Tuesday, December 1, 9:00 AM–12:00 PM ET" (the end's day too when it is another). */
export function slotText(slot: { from: Date; to: Date }, timeZone: string): string {
  const day = formatter(timeZone, DAY);
  const sameDay = day.format(slot.from) === day.format(slot.to);
  const to = sameDay ? timeText(slot.to, timeZone) : `${day.format(slot.to)}, ${timeText(slot.to, timeZone)}`;
  return `${day.format(slot.from)}, ${timeText(slot.from, timeZone)}–${to} ${zoneLabel(timeZone, slot.from)}`;
}
