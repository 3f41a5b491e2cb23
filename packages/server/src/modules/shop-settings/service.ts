import { sql } from 'drizzle-orm';
import type { Config } from '../../config';
import { recordChange } from '../audit';
import type { Db } from '../../db/open';
import { KeptPerDatabase } from '../../db/kept-per-database';
import { shopSettings, type OpeningHours } from '../../db/schema';
import { AppError, ValidationError } from '../../http/errors';
import { recordEvent } from '../events';
import { refuseIfStale, SETTINGS_AUDIT_ENTITY } from './conflict';
import {
  currencyViolation,
  inWeekOrder,
  openingHoursViolations,
  timeZoneViolation,
  tokenTtlViolation,
} from './rules';

export const SHOP_SETTINGS_EVENTS = { changed: 'shop.settings.changed' } as const;

/** What the shop shows of itself. */
interface ShopFace {
  name: string;
  contactEmail: string;
  address: string;
  timeZone: string;
  openingHours: OpeningHours;
  /** Null: unpaid bank transfers are never canceled automatically. */
  unpaidOrderCancelDays: number | null;
  /** 0 until the settings were first saved; one more on every save. */
  revision: number;
  updatedDate?: string;
}

/** The shop's policies: saved in the settings row, the environment's values until then. */
export interface ShopPolicy {
  currency: string;
  requireEmailVerification: boolean;
  requireOwnerApproval: boolean;
  registerRequiresCaptcha: boolean;
  stockHoldMinutes: number;
  accessTokenTtl: number;
  refreshTokenTtl: number;
}

export type ShopSettingsView = ShopFace & ShopPolicy;

export type SettingsPatch = Partial<Omit<ShopSettingsView, 'updatedDate' | 'revision'>>;

export type ShopPolicyDefaults = Pick<
  Config,
  | 'shopName'
  | 'shopCurrency'
  | 'requireEmailVerification'
  | 'requireOwnerApproval'
  | 'registerRequiresCaptcha'
  | 'stockHoldMinutes'
  | 'accessTokenTtl'
  | 'refreshTokenTtl'
>;
type PolicyDefaults = ShopPolicyDefaults;
type Deps = { config: PolicyDefaults };
type Row = typeof shopSettings.$inferSelect;

/** The policies of a settings row, each unsaved one (null, or no row) the environment's first-start default. */
function policyOf(row: Row | undefined, config: PolicyDefaults): ShopPolicy {
  return {
    currency: row?.currency ?? config.shopCurrency,
    requireEmailVerification: row?.requireEmailVerification ?? config.requireEmailVerification,
    requireOwnerApproval: row?.requireOwnerApproval ?? config.requireOwnerApproval,
    registerRequiresCaptcha: row?.registerRequiresCaptcha ?? config.registerRequiresCaptcha,
    stockHoldMinutes: row?.stockHoldMinutes ?? config.stockHoldMinutes,
    accessTokenTtl: row?.accessTokenTtl ?? config.accessTokenTtl,
    refreshTokenTtl: row?.refreshTokenTtl ?? config.refreshTokenTtl,
  };
}

const DEFAULT_TIME_ZONE = 'UTC';

/** A shop that never saved settings: the environment's name, UTC, no hours. */
const defaults = (deps: Deps): ShopSettingsView => ({
  ...policyOf(undefined, deps.config),
  name: deps.config.shopName,
  contactEmail: '',
  address: '',
  timeZone: DEFAULT_TIME_ZONE,
  openingHours: { days: [], note: '' },
  unpaidOrderCancelDays: null,
  revision: 0,
});

/** Read by every order mail and the storefront's pages: kept in memory for a second, like shipping's. */
const kept = new KeptPerDatabase(async (db: Db) => {
  const [row] = await db.select().from(shopSettings);
  return row;
}, 1000);

const view = (row: Row, config: PolicyDefaults): ShopSettingsView => ({
  ...policyOf(row, config),
  ...faceView(row),
});

const faceView = (row: Row): ShopFace => ({
  name: row.name,
  contactEmail: row.contactEmail,
  address: row.address,
  timeZone: row.timeZone,
  openingHours: { days: inWeekOrder(row.openingHours.days), note: row.openingHours.note },
  unpaidOrderCancelDays: row.unpaidOrderCancelDays ?? null,
  revision: row.revision,
  updatedDate: row.updatedDate.toISOString(),
});

/** The shop's settings as they are (the defaults until some were saved). */
export async function readShopSettings(db: Db, deps: Deps): Promise<ShopSettingsView> {
  const row = await kept.get(db);
  return row ? view(row, deps.config) : defaults(deps);
}

/**
 * The shop's policies as they are now: every reader (registration, sign-in, checkout holds) asks here on each
 * use, so a saved change applies without a restart, in this process at once and in others within a second.
 */
export async function readShopPolicy(db: Db, config: PolicyDefaults): Promise<ShopPolicy> {
  return policyOf(await kept.get(db), config);
}

function check(patch: SettingsPatch, current: ShopPolicy): void {
  const access = patch.accessTokenTtl ?? current.accessTokenTtl;
  const refresh = patch.refreshTokenTtl ?? current.refreshTokenTtl;
  const violations = [
    ...(patch.currency !== undefined ? [currencyViolation(patch.currency, 'shopSettings.currency')] : []),
    ...(patch.accessTokenTtl !== undefined || patch.refreshTokenTtl !== undefined
      ? [tokenTtlViolation(access, refresh, 'shopSettings.refreshTokenTtl')]
      : []),
    ...(patch.timeZone !== undefined ? [timeZoneViolation(patch.timeZone, 'shopSettings.timeZone')] : []),
    ...(patch.openingHours ? openingHoursViolations(patch.openingHours, 'shopSettings.openingHours') : []),
  ].filter((v) => v !== undefined);
  if (violations.length > 0) throw new ValidationError(violations);
}

/**
 * The shop's name as its settings say now (the environment's SHOP_NAME until saved), from the same kept settings:
 * every mail, page and passkey that names the shop asks here, so a rename applies without a restart.
 */
export async function readShopName(db: Db, config: Pick<Config, 'shopName'>): Promise<string> {
  const row = await kept.get(db);
  return row?.name ?? config.shopName;
}

/** The shop's time zone (UTC until one was saved), from the same kept settings. */
export async function readShopTimeZone(db: Db): Promise<string> {
  const row = await kept.get(db);
  return row?.timeZone ?? DEFAULT_TIME_ZONE;
}

/**
 * PATCH /v1/shop-settings: the given fields change, the others stay. Records `shop.settings.changed`
 * in the same transaction, so the storefront's cached pages (footer, pickup) are dropped within seconds.
 * `shown`: the revision the caller's page showed (If-Match); settings saved since are not overwritten (conflict.ts).
 */
export async function updateShopSettings(db: Db, deps: Deps, patch: SettingsPatch, shown?: string) {
  const saved = await kept.writing(db, () =>
    db.transaction(async (tx) => {
      // The row lock keeps two merchants' patches from each losing the other's fields.
      await tx.execute(sql`select 1 from shop_settings where id = 1 for update`);
      const { revision, ...current } = await readCurrent(tx, deps);
      await refuseIfStale(tx, revision, shown);
      check(patch, current);
      if (patch.currency !== undefined && patch.currency !== current.currency)
        await refuseCurrencyInUse(tx, patch.currency);
      // 0 turns the automatic cancel off, as null does: stored as null.
      const days = patch.unpaidOrderCancelDays === 0 ? { unpaidOrderCancelDays: null } : {};
      // A policy is stored once saved; one never saved stays null, so the environment's value keeps applying.
      const face = {
        name: current.name,
        contactEmail: current.contactEmail,
        address: current.address,
        timeZone: current.timeZone,
        openingHours: current.openingHours,
        unpaidOrderCancelDays: current.unpaidOrderCancelDays,
      };
      const { currency: _c, ...rest } = patch;
      const next = {
        ...face,
        ...rest,
        ...(patch.currency !== undefined ? { currency: patch.currency } : {}),
        ...days,
        updatedDate: new Date(),
      };
      const [row] = await tx
        .insert(shopSettings)
        .values({ id: 1, ...next, revision: 1 })
        .onConflictDoUpdate({
          target: shopSettings.id,
          set: { ...next, revision: sql`${shopSettings.revision} + 1` },
        })
        .returning();
      const answer = view(row!, deps.config);
      await recordEvent(tx, {
        type: SHOP_SETTINGS_EVENTS.changed,
        entityId: 'shop',
        entity: answer as unknown as Record<string, unknown>,
      });
      await recordChange(tx, 'shopSettings.updated', SETTINGS_AUDIT_ENTITY, current, answer);
      return answer;
    }),
  );
  return { shopSettings: saved };
}

async function readCurrent(db: Db, deps: Deps): Promise<Omit<ShopSettingsView, 'updatedDate'>> {
  const [row] = await db.select().from(shopSettings);
  const { updatedDate: _, ...current } = row ? view(row, deps.config) : defaults(deps);
  return current;
}

/**
 * A shop changes its currency only while nothing is priced in the old one: products, orders and gift cards keep
 * the currency they were made in, so a switch would leave a catalog and a books in two currencies.
 */
async function refuseCurrencyInUse(tx: Db, currency: string): Promise<void> {
  const result = await tx.execute(sql`select
      (select count(*) from products where currency <> ${currency})::int as products,
      (select count(*) from orders where currency <> ${currency})::int as orders,
      (select count(*) from gift_cards where currency <> ${currency})::int as gift_cards`);
  const counts = (result as unknown as { rows: { products: number; orders: number; gift_cards: number }[] })
    .rows[0]!;
  if (counts.products + counts.orders + counts.gift_cards === 0) return;
  const inUse = [
    counts.products > 0 ? `${counts.products} product(s)` : '',
    counts.orders > 0 ? `${counts.orders} order(s)` : '',
    counts.gift_cards > 0 ? `${counts.gift_cards} gift card(s)` : '',
  ].filter(Boolean);
  const message = `The currency cannot change while ${inUse.join(', ')} are priced in another currency`;
  throw new AppError(409, 'CURRENCY_IN_USE', message, message, {
    field: 'shopSettings.currency',
    products: counts.products,
    orders: counts.orders,
    giftCards: counts.gift_cards,
  });
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
        entity: faceView(row) as unknown as Record<string, unknown>,
      });
      return true;
    }),
  );
}
