import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { recordChange } from '../audit';
import type { Db } from '../../db/open';
import { KeptPerDatabase } from '../../db/kept-per-database';
import { shopSettings, type OpeningHours } from '../../db/schema';
import { ValidationError } from '../../http/errors';
import { recordEvent } from '../events';
import { inWeekOrder, openingHoursViolations, timeZoneViolation } from './rules';

export const SHOP_SETTINGS_EVENTS = { changed: 'shop.settings.changed' } as const;

export interface ShopSettingsView {
  name: string;
  contactEmail: string;
  address: string;
  timeZone: string;
  openingHours: OpeningHours;
  /** Null: unpaid bank transfers are never canceled automatically. */
  unpaidOrderCancelDays: number | null;
  updatedDate?: string;
}

export type SettingsPatch = Partial<Omit<ShopSettingsView, 'updatedDate'>>;

type Deps = Pick<AppContext, 'config'>;

const DEFAULT_TIME_ZONE = 'UTC';

/** A shop that never saved settings: the environment's name, UTC, no hours. */
const defaults = (deps: Deps): ShopSettingsView => ({
  name: deps.config.shopName,
  contactEmail: '',
  address: '',
  timeZone: DEFAULT_TIME_ZONE,
  openingHours: { days: [], note: '' },
  unpaidOrderCancelDays: null,
});

/** Read by every order mail and the storefront's pages: kept in memory for a second, like shipping's. */
const kept = new KeptPerDatabase(async (db: Db) => {
  const [row] = await db.select().from(shopSettings);
  return row;
}, 1000);

const view = (row: typeof shopSettings.$inferSelect): ShopSettingsView => ({
  name: row.name,
  contactEmail: row.contactEmail,
  address: row.address,
  timeZone: row.timeZone,
  openingHours: { days: inWeekOrder(row.openingHours.days), note: row.openingHours.note },
  unpaidOrderCancelDays: row.unpaidOrderCancelDays ?? null,
  updatedDate: row.updatedDate.toISOString(),
});

/** The shop's settings as they are (the defaults until some were saved). */
export async function readShopSettings(db: Db, deps: Deps): Promise<ShopSettingsView> {
  const row = await kept.get(db);
  return row ? view(row) : defaults(deps);
}

function check(patch: SettingsPatch): void {
  const violations = [
    ...(patch.timeZone !== undefined ? [timeZoneViolation(patch.timeZone, 'shopSettings.timeZone')] : []),
    ...(patch.openingHours ? openingHoursViolations(patch.openingHours, 'shopSettings.openingHours') : []),
  ].filter((v) => v !== undefined);
  if (violations.length > 0) throw new ValidationError(violations);
}

/** The shop's time zone (UTC until one was saved), from the same kept settings. */
export async function readShopTimeZone(db: Db): Promise<string> {
  const row = await kept.get(db);
  return row?.timeZone ?? DEFAULT_TIME_ZONE;
}

/**
 * PATCH /v1/shop-settings: the given fields change, the others stay. Records `shop.settings.changed`
 * in the same transaction, so the storefront's cached pages (footer, pickup) are dropped within seconds.
 */
export async function updateShopSettings(db: Db, deps: Deps, patch: SettingsPatch) {
  check(patch);
  const saved = await kept.writing(db, () =>
    db.transaction(async (tx) => {
      // The row lock keeps two merchants' patches from each losing the other's fields.
      await tx.execute(sql`select 1 from shop_settings where id = 1 for update`);
      const current = await readCurrent(tx, deps);
      // 0 turns the automatic cancel off, as null does: stored as null.
      const days = patch.unpaidOrderCancelDays === 0 ? { unpaidOrderCancelDays: null } : {};
      const next = { ...current, ...patch, ...days, updatedDate: new Date() };
      const [row] = await tx
        .insert(shopSettings)
        .values({ id: 1, ...next })
        .onConflictDoUpdate({ target: shopSettings.id, set: next })
        .returning();
      const answer = view(row!);
      await recordEvent(tx, {
        type: SHOP_SETTINGS_EVENTS.changed,
        entityId: 'shop',
        entity: answer as unknown as Record<string, unknown>,
      });
      await recordChange(tx, 'shopSettings.updated', { type: 'shopSettings', id: 'shop' }, current, answer);
      return answer;
    }),
  );
  return { shopSettings: saved };
}

async function readCurrent(db: Db, deps: Deps): Promise<Omit<ShopSettingsView, 'updatedDate'>> {
  const [row] = await db.select().from(shopSettings);
  const { updatedDate: _, ...current } = row ? view(row) : defaults(deps);
  return current;
}

/** The demo shop's settings: its studio is in New York, open as the footer has always said. */
export const DEMO_SHOP_SETTINGS = {
  name: 'Atelier',
  contactEmail: 'hello@atelier.store',
  address: '12 Mercer Street\nNew York, NY 10013\nUnited States',
  timeZone: 'America/New_York',
  openingHours: {
    days: [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: '09:00', close: '17:00' })),
    note: '',
  },
};

/** Seeds the demo's settings into a shop that never saved any (with the change event); answers whether it did. */
export async function seedDemoShopSettings(db: Db): Promise<boolean> {
  return kept.writing(db, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(shopSettings)
        .values({ id: 1, ...DEMO_SHOP_SETTINGS })
        .onConflictDoNothing()
        .returning();
      if (!row) return false;
      await recordEvent(tx, {
        type: SHOP_SETTINGS_EVENTS.changed,
        entityId: 'shop',
        entity: view(row) as unknown as Record<string, unknown>,
      });
      return true;
    }),
  );
}
