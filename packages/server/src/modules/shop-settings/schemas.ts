import { Type } from 'typebox';
import { StorableText } from '../../lib/input-schemas';

export const OpeningDay = Type.Object(
  {
    /** 1 = Monday ... 7 = Sunday (ISO 8601). */
    weekday: Type.Integer({ minimum: 1, maximum: 7 }),
    /** Wall-clock "HH:MM" in the shop's time zone. */
    open: Type.String({ minLength: 5, maxLength: 5 }),
    close: Type.String({ minLength: 5, maxLength: 5 }),
  },
  { additionalProperties: false },
);

export const OpeningHours = Type.Object(
  {
    /** The days the shop opens; a day not listed is closed. */
    days: Type.Array(OpeningDay, { maxItems: 7 }),
    /** Shown beside the hours, e.g. "Closed on public holidays". */
    note: Type.String({ maxLength: 500 }),
  },
  { additionalProperties: false },
);

export const ShopSettings = Type.Object({
  name: Type.String(),
  contactEmail: Type.String(),
  /** The shop's postal address on lines, as invoices and packing slips print it; empty until given. */
  address: Type.String(),
  /** IANA time zone every date and time of the shop and its mails is shown in. */
  timeZone: Type.String(),
  openingHours: OpeningHours,
  /**
   * Days after which an order paid by bank transfer and still unpaid is canceled automatically (its stock
   * returned, the buyer mailed); null: never, the default.
   */
  unpaidOrderCancelDays: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  /** ISO 4217 code the shop sells in: new products' currency. */
  currency: Type.String(),
  /** New members confirm their email with a code before they can sign in. */
  requireEmailVerification: Type.Boolean(),
  /** New members wait for the merchant's approval. */
  requireOwnerApproval: Type.Boolean(),
  /** Registration needs a solved captcha. */
  registerRequiresCaptcha: Type.Boolean(),
  /** Minutes a checkout holds its units; 0: no hold, the order takes the stock. */
  stockHoldMinutes: Type.Integer(),
  /** Seconds a member's or visitor's access token lives. */
  accessTokenTtl: Type.Integer(),
  /** Seconds a sign-in lives (the refresh token's absolute lifetime). */
  refreshTokenTtl: Type.Integer(),
  /** One more on every save (0 before the first): a page sends the one it showed back in If-Match. */
  revision: Type.Integer(),
  /** Absent until the merchant (or the demo seed) saved settings: these are the defaults. */
  updatedDate: Type.Optional(Type.String({ format: 'date-time' })),
});

export const ShopSettingsReply = Type.Object({ shopSettings: ShopSettings });

export const ShopSettingsPatch = Type.Object(
  {
    shopSettings: Type.Object(
      {
        name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
        contactEmail: Type.Optional(Type.String({ format: 'email', maxLength: 254 })),
        address: Type.Optional(StorableText({ maxLength: 500 })),
        timeZone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
        openingHours: Type.Optional(OpeningHours),
        /** null or 0: off. */
        unpaidOrderCancelDays: Type.Optional(
          Type.Union([Type.Integer({ minimum: 0, maximum: 365 }), Type.Null()]),
        ),
        currency: Type.Optional(Type.String({ minLength: 3, maxLength: 3 })),
        requireEmailVerification: Type.Optional(Type.Boolean()),
        requireOwnerApproval: Type.Optional(Type.Boolean()),
        registerRequiresCaptcha: Type.Optional(Type.Boolean()),
        stockHoldMinutes: Type.Optional(Type.Integer({ minimum: 0, maximum: 1440 })),
        accessTokenTtl: Type.Optional(Type.Integer({ minimum: 60, maximum: 86_400 })),
        refreshTokenTtl: Type.Optional(Type.Integer({ minimum: 3600, maximum: 400 * 86_400 })),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
