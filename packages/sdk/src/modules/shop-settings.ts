/**
 * The shop's settings: its name, contact email, opening hours, the time zone its dates and times are
 * shown in, and its policies (currency, how members join, stock hold, token lifetimes). Everyone reads them; changing them needs an elevated client.
 */
import type { ClientForm } from '../client-form';
import { defineModule } from '../module';
import type * as Wire from '../wire/shop-settings';

export type ShopSettings = ClientForm<Wire.ShopSettings>;
export type OpeningHours = Wire.OpeningHours;
export type OpeningDay = Wire.OpeningDay;
export type ShopSettingsChange = Wire.ShopSettingsPatch['shopSettings'];
export type ShopSettingsResponse = ClientForm<Wire.ShopSettingsReply>;

/** The settings' `revision` as the page showed them. */
export interface ShopSettingsRevisionOption {
  revision?: number;
}

/** One save made since the page's revision, as a 409 SETTINGS_CHANGED carries it. */
export interface ShopSettingsChangeSince {
  actorName: string;
  actorEmail?: string;
  createdDate: string;
  fields: string[];
}

export const shopSettings = defineModule(
  (context) => ({
    /** GET /v1/shop-settings (open to every caller). */
    getShopSettings: (): Promise<ShopSettingsResponse> =>
      context.request({ method: 'GET', path: '/v1/shop-settings' }),
    /**
     * PATCH /v1/shop-settings: the given fields change, policies included (they apply at once). Errors:
     * `ValidationError` on `shopSettings.timeZone` (not an IANA name), `shopSettings.openingHours.days[i]...`,
     * `shopSettings.currency` (not ISO 4217) or `shopSettings.refreshTokenTtl` (shorter than the access token);
     * `ApplicationError` `CURRENCY_IN_USE` (409) when products, orders or gift cards are priced in another one.
     * With `revision` (the one the page showed) a save on settings saved since is refused with 409
     * `SETTINGS_CHANGED`, whose `data` holds the current `revision` and `changes` (ShopSettingsChangeSince[]).
     */
    updateShopSettings: (
      shopSettings: ShopSettingsChange,
      options: ShopSettingsRevisionOption = {},
    ): Promise<ShopSettingsResponse> =>
      context.request({
        method: 'PATCH',
        path: '/v1/shop-settings',
        body: { shopSettings },
        headers: options.revision === undefined ? undefined : { 'if-match': `"${options.revision}"` },
      }),
  }),
  { elevated: ['updateShopSettings'] },
);
