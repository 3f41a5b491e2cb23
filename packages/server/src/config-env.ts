import { isIP } from 'node:net';
import { Type, type StaticDecode, type TSchema } from 'typebox';

/**
 * The environment the server reads: every variable with its default, its range and the message a bad
 * value gets. Values are checked as text (trimmed; empty counts as unset), then decoded to what the
 * server uses. A message names what is wrong; the variable's name is put before it (`PORT must be ...`),
 * with the entry's index for a JSON list (`OAUTH_CLIENTS[1] needs ...`). Comma lists (`list: 'comma'`)
 * and JSON lists (`list: 'json'`) are split into their entries before they are checked, so each bad
 * entry gets a message of its own. `fallback` is the message for a value of the wrong kind (a JSON
 * list that is not an array).
 */

const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
const TRUE_WORDS = ['1', 'true', 'yes', 'on'];
const FLAG_WORDS = [...TRUE_WORDS, '0', 'false', 'no', 'off'];

export function isUrl(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const withoutTrailingSlashes = (value: string) => value.replace(/\/+$/, '');

/** Text that passes `check`; `message` says what is wrong with a value that does not. */
const text = (check: (value: string) => boolean, message: (value: string) => string, fallback?: string) =>
  Type.Refine(Type.String(fallback === undefined ? {} : { default: fallback }), check, message);

const whole = (min: number, max: number, fallback?: number) =>
  Type.Decode(
    text(
      (v) => /^\d+$/.test(v) && Number(v) >= min && Number(v) <= max,
      (v) => `must be a whole number from ${min} to ${max} (got "${v}")`,
      fallback === undefined ? undefined : String(fallback),
    ),
    (v) => Number(v),
  );

const flag = (fallback: boolean) =>
  Type.Decode(
    text(
      (v) => FLAG_WORDS.includes(v.toLowerCase()),
      (v) => `must be true or false (got "${v.toLowerCase()}")`,
      String(fallback),
    ),
    (v) => TRUE_WORDS.includes(v.toLowerCase()),
  );

const PROXY_KEYWORDS = ['loopback', 'linklocal', 'uniquelocal'];
const proxyEntry = (entry: string) => {
  const [address, bits, ...rest] = entry.split('/');
  if (PROXY_KEYWORDS.includes(entry.toLowerCase())) return true;
  const family = isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
};

/**
 * Which proxies' X-Forwarded-For is believed: true/false words (all or none), or a comma list of addresses,
 * CIDR ranges and the keywords loopback, linklocal, uniquelocal (only those peers are trusted).
 */
const proxies = () =>
  Type.Decode(
    text(
      (v) => FLAG_WORDS.includes(v.toLowerCase()) || v.split(',').every((entry) => proxyEntry(entry.trim())),
      (v) =>
        `must be true, false, or a comma list of addresses, CIDR ranges or loopback/linklocal/uniquelocal (got "${v}")`,
      'false',
    ),
    (v): boolean | string[] =>
      FLAG_WORDS.includes(v.toLowerCase())
        ? TRUE_WORDS.includes(v.toLowerCase())
        : v.split(',').map((entry) => entry.trim()),
  );

const atLeast = (length: number) =>
  text(
    (v) => v.length >= length,
    () => `must be at least ${length} characters long`,
  );

/** An http(s) URL, kept without trailing slashes. */
const httpUrl = (message: (v: string) => string, fallback?: string) =>
  Type.Decode(
    text((v) => isUrl(withoutTrailingSlashes(v), ['http:', 'https:']), message, fallback),
    withoutTrailingSlashes,
  );

const CLIENT_ID = /^[A-Za-z0-9._-]{1,100}$/;

/** One entry of OAUTH_CLIENTS: { clientId, origins?, redirectUris?, refreshTokens?: "rotate" | "stable" }. */
function validClient(entry: unknown): boolean {
  const c = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
  const strings = (v: unknown) => (Array.isArray(v) && v.every((x) => typeof x === 'string') ? v : undefined);
  const origins = strings(c.origins ?? []);
  const redirectUris = strings(c.redirectUris ?? []);
  const mode = c.refreshTokens ?? 'rotate';
  return (
    typeof c.clientId === 'string' &&
    CLIENT_ID.test(c.clientId) &&
    !!origins?.every((o) => isUrl(o, ['http:', 'https:']) && new URL(o).origin === o) &&
    !!redirectUris?.every((u) => isUrl(u, ['http:', 'https:'])) &&
    (mode === 'rotate' || mode === 'stable')
  );
}

export interface OAuthClientEntry {
  clientId: string;
  origins: string[];
  redirectUris: string[];
  refreshTokens: 'rotate' | 'stable';
}

const oauthClient = Type.Decode(
  Type.Refine(
    Type.Unknown(),
    validClient,
    () =>
      'needs a clientId, origins (bare origins), redirectUris (http(s) URLs) and refreshTokens "rotate" or "stable"',
  ),
  (entry): OAuthClientEntry => {
    const c = entry as Partial<OAuthClientEntry> & { clientId: string };
    return {
      clientId: c.clientId,
      origins: c.origins ?? [],
      redirectUris: c.redirectUris ?? [],
      refreshTokens: c.refreshTokens ?? 'rotate',
    };
  },
);

export const EnvSchema = Type.Object(
  {
    PORT: whole(0, 65535, 4000),
    HOST: Type.String({ default: '127.0.0.1' }),
    DATA_DIR: Type.String({ default: './.data' }),
    DATABASE_URL: Type.Optional(
      text(
        (v) => isUrl(v, ['postgres:', 'postgresql:']),
        () => 'must be a postgres:// or postgresql:// URL',
      ),
    ),
    STOREFRONT_URL: httpUrl(
      (v) => `must be an http(s) URL (got "${withoutTrailingSlashes(v)}")`,
      'http://localhost:3000',
    ),
    CLIENT_ID: text(
      (v) => CLIENT_ID.test(v),
      () => 'may hold only letters, digits, dot, hyphen and underscore (1 to 100)',
      'storefront',
    ),
    SMTP_URL: Type.Optional(
      text(
        (v) => isUrl(v, ['smtp:', 'smtps:']),
        () => 'must be an smtp:// or smtps:// URL',
      ),
    ),
    ADMIN_API_KEY: Type.Optional(atLeast(24)),
    /** A file holding ADMIN_API_KEY (`npm start` keeps one in DATA_DIR/operator-key); read at start. */
    ADMIN_API_KEY_FILE: Type.Optional(Type.String()),
    LOG_LEVEL: Type.Decode(
      text(
        (v) => (LOG_LEVELS as readonly string[]).includes(v),
        () => `must be one of ${LOG_LEVELS.join(', ')}`,
        'info',
      ),
      (v) => v as LogLevel,
    ),
    /** Default: http://localhost:$PORT. */
    PUBLIC_URL: Type.Optional(httpUrl(() => 'must be an http(s) URL')),
    TRUST_PROXY: proxies(),
    SHOP_NAME: Type.String({ default: 'Atelier' }),
    SHOP_CURRENCY: text(
      (v) => CURRENCIES.has(v.toUpperCase()),
      (v) => `must be an ISO 4217 currency code, such as USD or EUR (got "${v}")`,
      'USD',
    ),
    /** Default: "$SHOP_NAME" <no-reply@localhost>. */
    MAIL_FROM: Type.Optional(Type.String()),
    ACCESS_TOKEN_TTL: whole(60, 86_400, 3600),
    REFRESH_TOKEN_TTL: whole(3600, 400 * 86_400, 90 * 86_400),
    REQUIRE_EMAIL_VERIFICATION: flag(true),
    REQUIRE_OWNER_APPROVAL: flag(false),
    REGISTER_REQUIRES_CAPTCHA: flag(true),
    CAPTCHA_INVISIBLE_SITE_KEY: Type.String({ default: 'atelier-invisible' }),
    CAPTCHA_VISIBLE_SITE_KEY: Type.String({ default: 'atelier-visible' }),
    CAPTCHA_HMAC_SECRET: Type.Optional(atLeast(32)),
    CAPTCHA_MAX_NUMBER: whole(10, 10_000_000, 50_000),
    OAUTH_CLIENTS: Type.Array(oauthClient, { list: 'json', fallback: 'must be a JSON array', default: [] }),
    EVENT_WEBHOOK_SECRET: Type.Optional(atLeast(32)),
    EVENT_WEBHOOK_URLS: Type.Optional(
      Type.Refine(
        Type.Array(
          text(
            (v) => isUrl(v, ['http:', 'https:']),
            (v) => `holds a non-http URL "${v}"`,
          ),
          { list: 'comma' },
        ),
        (urls) => urls.length > 0,
        () => 'must list at least one http(s) URL',
      ),
    ),
    SHOPPER_DOC_CACHE_MB: whole(0, 4096, 32),
    EVENT_RETENTION_DAYS: whole(1, 3650, 30),
    VISITOR_CART_DAYS: whole(1, 3650, 30),
    STOCK_HOLD_MINUTES: whole(0, 1440, 0),
    STOCK_HOLD_SWEEP_SECONDS: whole(1, 3600, 30),
    STAFF_SESSION_IDLE_MINUTES: whole(1, 1440, 30),
    STAFF_SESSION_MAX_HOURS: whole(1, 720, 12),
    /** Default: STOREFRONT_URL's origin. */
    WEBAUTHN_ORIGIN: Type.Optional(httpUrl(() => 'must be an http(s) URL')),
    /** Default: WEBAUTHN_ORIGIN's host name. */
    WEBAUTHN_RP_ID: Type.Optional(
      text(
        (v) => /^[a-z0-9.-]{1,253}$/i.test(v) && !v.startsWith('.') && !v.endsWith('.'),
        () => 'must be a domain name, such as shop.example.com',
      ),
    ),
    AUDIT_RETENTION_DAYS: whole(1, 36500, 365),
  },
  // The secret signs what is posted to the URLs: listing URLs without one is a mistake.
  { dependentRequired: { EVENT_WEBHOOK_URLS: ['EVENT_WEBHOOK_SECRET'] } },
);

export type Env = StaticDecode<typeof EnvSchema>;
export type EnvName = keyof Env;

/** How a variable's text becomes the value its schema checks. */
export function listKind(schema: TSchema): 'comma' | 'json' | undefined {
  const list = (schema as { list?: unknown }).list;
  return list === 'comma' || list === 'json' ? list : undefined;
}
