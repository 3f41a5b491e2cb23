/**
 * The shop settings form of the dashboard: the settings as the form's fields (minutes, days, one row per
 * weekday) and back, as a change holding only the fields the person changed, so saving the name never
 * touches the currency (which the server refuses to change once products are priced).
 */
import type { ShopSettings, ShopSettingsChange } from '@atelier/sdk';
import { changedSentence, changesSince } from './changes-since';

export type { ShopSettings };

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export interface DayFields {
  open: boolean;
  from: string;
  to: string;
}

export interface SettingsFields {
  name: string;
  contactEmail: string;
  address: string;
  timeZone: string;
  currency: string;
  /** Monday first. */
  days: DayFields[];
  hoursNote: string;
  requireEmailVerification: boolean;
  requireOwnerApproval: boolean;
  registerRequiresCaptcha: boolean;
  /** Whole minutes as text; '0': no hold. */
  stockHoldMinutes: string;
  /** Whole days as text; '': never. */
  unpaidOrderCancelDays: string;
  /** Minutes as text. */
  accessTokenMinutes: string;
  /** Days as text. */
  refreshTokenDays: string;
}

const DAY = 86_400;

export function fieldsOf(settings: ShopSettings): SettingsFields {
  const byDay = new Map(settings.openingHours.days.map((d) => [d.weekday, d]));
  return {
    name: settings.name,
    contactEmail: settings.contactEmail,
    address: settings.address,
    timeZone: settings.timeZone,
    currency: settings.currency,
    days: WEEKDAYS.map((_, i) => {
      const day = byDay.get(i + 1);
      return day
        ? { open: true, from: day.open, to: day.close }
        : { open: false, from: '09:00', to: '17:00' };
    }),
    hoursNote: settings.openingHours.note,
    requireEmailVerification: settings.requireEmailVerification,
    requireOwnerApproval: settings.requireOwnerApproval,
    registerRequiresCaptcha: settings.registerRequiresCaptcha,
    stockHoldMinutes: String(settings.stockHoldMinutes),
    unpaidOrderCancelDays:
      settings.unpaidOrderCancelDays === null ? '' : String(settings.unpaidOrderCancelDays),
    accessTokenMinutes: String(Math.round(settings.accessTokenTtl / 60)),
    refreshTokenDays: String(Math.round((settings.refreshTokenTtl / DAY) * 100) / 100),
  };
}

export type FieldProblem = {
  field: keyof SettingsFields | `days.${number}.${'from' | 'to'}`;
  message: string;
};

const wholeIn = (text: string, min: number, max: number) =>
  /^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;

/**
 * The change for the fields that differ from `before`, or the first problem found in them. The number fields
 * are checked here so a typo gets words beside its field; the server checks everything again.
 */
export function changeOf(
  before: SettingsFields,
  after: SettingsFields,
): { change: ShopSettingsChange } | { problem: FieldProblem } {
  const change: ShopSettingsChange = {};
  const trimmed = (key: 'name' | 'contactEmail' | 'timeZone') => after[key].trim();
  if (trimmed('name') !== before.name) {
    if (!trimmed('name')) return { problem: { field: 'name', message: 'Enter the shop’s name' } };
    change.name = trimmed('name');
  }
  if (trimmed('contactEmail') !== before.contactEmail) change.contactEmail = trimmed('contactEmail');
  if (after.address !== before.address) change.address = after.address;
  if (trimmed('timeZone') !== before.timeZone) change.timeZone = trimmed('timeZone');
  const currency = after.currency.trim().toUpperCase();
  if (currency !== before.currency) {
    if (!/^[A-Z]{3}$/.test(currency))
      return {
        problem: { field: 'currency', message: 'Enter a three-letter currency code, such as USD or EUR' },
      };
    change.currency = currency;
  }
  const hoursChanged =
    after.hoursNote !== before.hoursNote ||
    after.days.some((d, i) => {
      const b = before.days[i]!;
      return d.open !== b.open || (d.open && (d.from !== b.from || d.to !== b.to));
    });
  if (hoursChanged) {
    for (const [i, d] of after.days.entries()) {
      if (d.open && d.from >= d.to)
        return {
          problem: { field: `days.${i}.to`, message: `${WEEKDAYS[i]}: closing must be after opening` },
        };
    }
    change.openingHours = {
      days: after.days.flatMap((d, i) => (d.open ? [{ weekday: i + 1, open: d.from, close: d.to }] : [])),
      note: after.hoursNote.trim(),
    };
  }
  for (const key of [
    'requireEmailVerification',
    'requireOwnerApproval',
    'registerRequiresCaptcha',
  ] as const) {
    if (after[key] !== before[key]) change[key] = after[key];
  }
  if (after.stockHoldMinutes.trim() !== before.stockHoldMinutes) {
    if (!wholeIn(after.stockHoldMinutes, 0, 1440))
      return { problem: { field: 'stockHoldMinutes', message: 'Enter whole minutes from 0 to 1440' } };
    change.stockHoldMinutes = Number(after.stockHoldMinutes);
  }
  if (after.unpaidOrderCancelDays.trim() !== before.unpaidOrderCancelDays) {
    const days = after.unpaidOrderCancelDays.trim();
    if (days !== '' && !wholeIn(days, 1, 365))
      return {
        problem: {
          field: 'unpaidOrderCancelDays',
          message: 'Enter whole days from 1 to 365, or leave it empty',
        },
      };
    change.unpaidOrderCancelDays = days === '' ? null : Number(days);
  }
  if (after.accessTokenMinutes.trim() !== before.accessTokenMinutes) {
    if (!wholeIn(after.accessTokenMinutes, 1, 1440))
      return { problem: { field: 'accessTokenMinutes', message: 'Enter whole minutes from 1 to 1440' } };
    change.accessTokenTtl = Number(after.accessTokenMinutes) * 60;
  }
  if (after.refreshTokenDays.trim() !== before.refreshTokenDays) {
    if (!wholeIn(after.refreshTokenDays, 1, 400))
      return { problem: { field: 'refreshTokenDays', message: 'Enter whole days from 1 to 400' } };
    change.refreshTokenTtl = Number(after.refreshTokenDays) * DAY;
  }
  return { change };
}

/** The form's field for a field path of the server's answer (`shopSettings.openingHours.days[2].close`). */
export function formFieldOf(serverField: string): FieldProblem['field'] | undefined {
  const path = serverField.replace(/^shopSettings\./, '');
  const simple: Record<string, FieldProblem['field']> = {
    name: 'name',
    contactEmail: 'contactEmail',
    address: 'address',
    timeZone: 'timeZone',
    currency: 'currency',
    'openingHours.note': 'hoursNote',
    stockHoldMinutes: 'stockHoldMinutes',
    unpaidOrderCancelDays: 'unpaidOrderCancelDays',
    accessTokenTtl: 'accessTokenMinutes',
    refreshTokenTtl: 'refreshTokenDays',
  };
  if (simple[path]) return simple[path];
  return path.startsWith('openingHours') ? 'hoursNote' : undefined;
}

/** The settings' fields in the words of the page, for a refused stale save. */
const FIELD_WORDS: Record<string, string> = {
  name: 'shop name',
  contactEmail: 'contact email',
  address: 'postal address',
  timeZone: 'time zone',
  currency: 'currency',
  openingHours: 'opening hours',
  unpaidOrderCancelDays: 'unpaid transfer cancellation',
  requireEmailVerification: 'email confirmation',
  requireOwnerApproval: 'member approval',
  registerRequiresCaptcha: 'robot check',
  stockHoldMinutes: 'checkout hold',
  accessTokenTtl: 'access token lifetime',
  refreshTokenTtl: 'sign-in lifetime',
};

/** "Mona changed the settings at Nov 28, 2026, 9:40 AM ET: shop name, opening hours." from a 409 SETTINGS_CHANGED. */
export function settingsConflictMessage(data: unknown, timeZone: string): string {
  const changes = changesSince(data);
  if (changes.length === 0)
    return 'Someone saved the settings since you opened them. Reload to see the change.';
  const fields = [...new Set(changes.flatMap((c) => c.fields.map((f) => FIELD_WORDS[f] ?? f)))];
  return changedSentence(changes, 'the settings', fields.join(', '), timeZone);
}
