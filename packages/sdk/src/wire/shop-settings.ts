/**
 * Wire shapes of the shop-settings area, as the server sends and takes them (service form).
 * Generated from the server's schemas by `npm run contract`: do not edit.
 */

export interface OpeningDay {
  weekday: number;
  open: string;
  close: string;
}

export interface OpeningHours {
  days: OpeningDay[];
  note: string;
}

export interface ShopSettings {
  name: string;
  contactEmail: string;
  address: string;
  timeZone: string;
  openingHours: OpeningHours;
  unpaidOrderCancelDays: number | null;
  currency: string;
  requireEmailVerification: boolean;
  requireOwnerApproval: boolean;
  registerRequiresCaptcha: boolean;
  stockHoldMinutes: number;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  revision: number;
  updatedDate?: string;
}

export interface ShopSettingsReply {
  shopSettings: ShopSettings;
}

export interface ShopSettingsPatch {
  shopSettings: {
    name?: string;
    contactEmail?: string;
    address?: string;
    timeZone?: string;
    openingHours?: OpeningHours;
    unpaidOrderCancelDays?: number | null;
    currency?: string;
    requireEmailVerification?: boolean;
    requireOwnerApproval?: boolean;
    registerRequiresCaptcha?: boolean;
    stockHoldMinutes?: number;
    accessTokenTtl?: number;
    refreshTokenTtl?: number;
  };
}
