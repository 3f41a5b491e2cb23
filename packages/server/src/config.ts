import fs from 'node:fs';
import path from 'node:path';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { EnvSchema, listKind, type Env, type EnvName, type LogLevel } from './config-env';

/** Every setting the server reads from the environment, validated in one place. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  storefrontUrl: string;
  clientId: string;
  smtpUrl: string | undefined;
  adminApiKey: string | undefined;
  /** Where the key came from when ADMIN_API_KEY_FILE named it (absolute path), for the start notice. */
  adminApiKeyFile: string | undefined;
  logLevel: LogLevel;
  /** This server's own external base URL: redirect-session pages (fullUrl) live under it. */
  publicUrl: string;
  /**
   * Whose X-Forwarded-For gives the client's address (per-address limits): every peer's (true), none (false), or
   * only these addresses and ranges' (e.g. loopback, for the storefront on the same machine).
   */
  trustProxy: boolean | string[];
  shopName: string;
  /** ISO 4217 (SHOP_CURRENCY): the first-start default of the shop settings' currency. */
  shopCurrency: string;
  mailFrom: string;
  /** Seconds. */
  accessTokenTtl: number;
  /** Seconds: absolute lifetime of a token family. */
  refreshTokenTtl: number;
  requireEmailVerification: boolean;
  requireOwnerApproval: boolean;
  registerRequiresCaptcha: boolean;
  captcha: {
    invisibleSiteKey: string;
    visibleSiteKey: string;
    hmacSecret: string | undefined;
    maxNumber: number;
  };
  /** OAuth client registry; the bundled storefront client (CLIENT_ID) is always first. */
  oauthClients: OAuthClient[];
  /** Where the event outbox is delivered (EVENT_WEBHOOK_URLS); undefined: events stay in the outbox. */
  eventWebhook: EventWebhookConfig | undefined;
  /** MiB of shopper documents kept in memory between listings (SHOPPER_DOC_CACHE_MB); 0: none. */
  shopperDocCacheMb: number;
  /** Days an event stays in the outbox after it was recorded, and after it was delivered (EVENT_RETENTION_DAYS). */
  eventRetentionDays: number;
  /** Days a visitor's cart nobody touched is kept before the server's maintenance deletes it (VISITOR_CART_DAYS). */
  visitorCartDays: number;
  /** Minutes a checkout reserves its units for (STOCK_HOLD_MINUTES); 0: no hold, stock is taken by the order. */
  stockHoldMinutes: number;
  /** Seconds between a process's sweeps of expired stock holds (STOCK_HOLD_SWEEP_SECONDS). */
  stockHoldSweepSeconds: number;
  /** A staff session unused this long ends (STAFF_SESSION_IDLE_MINUTES, 30). */
  staffSessionIdleMinutes: number;
  /** A staff session ends this long after sign-in, however used (STAFF_SESSION_MAX_HOURS, 12). */
  staffSessionMaxHours: number;
  /**
   * The WebAuthn relying party of staff passkeys: the origin the sign-in pages are served from
   * (WEBAUTHN_ORIGIN, default STOREFRONT_URL's origin) and the domain passkeys are bound to (WEBAUTHN_RP_ID,
   * default that origin's host name).
   */
  webauthn: { rpId: string; origin: string };
  /** Days an audit log entry is kept (AUDIT_RETENTION_DAYS, 365). */
  auditRetentionDays: number;
}

export interface EventWebhookConfig {
  urls: string[];
  /** Shared with the receivers: it signs every delivery (HMAC-SHA256). */
  secret: string;
}

export interface OAuthClient {
  clientId: string;
  /** Origins a web_message answer may be posted to. */
  origins: string[];
  /** Exact redirect URIs accepted by the authorization-code flow. */
  redirectUris: string[];
  /** `rotate`: every refresh returns a new refresh token (reuse revokes the family); `stable`: Wix-compatible. */
  refreshTokens: 'rotate' | 'stable';
}

/**
 * Settings no longer read, each with how to move off it: logged once at start when still set, so an
 * operator who upgraded learns why it has no effect.
 */
export function retiredSettingsNotice(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.OWNER_EMAILS === undefined || env.OWNER_EMAILS.trim() === '') return undefined;
  return (
    'OWNER_EMAILS is set but no longer read: members are never site owners. Make the owner a staff account ' +
    'with the setup code the server prints at start (POST /v1/staff/setup) or with `npm run create-owner`, ' +
    'invite the others from there, then remove OWNER_EMAILS.'
  );
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The variables the schema knows, as text: trimmed, empty as unset, lists split into their entries. */
function readEnv(env: NodeJS.ProcessEnv): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(EnvSchema.properties) as [EnvName, TSchema][]) {
    const text = env[name]?.trim();
    if (text === undefined || text === '') continue;
    const kind = listKind(schema);
    raw[name] = kind === 'comma' ? entries(text) : kind === 'json' ? jsonOrText(text) : text;
  }
  return Value.Default(EnvSchema, raw) as Record<string, unknown>;
}

const entries = (list: string) =>
  list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

function jsonOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Every problem of the environment by the schema, one per bad value: `PORT must be ...`. */
function problemsOf(raw: Record<string, unknown>): { problems: string[]; bad: Set<string> } {
  const problems: string[] = [];
  const bad = new Set<string>();
  for (const error of Value.Errors(EnvSchema, raw)) {
    if (error.keyword === 'dependentRequired') {
      const { property, dependencies } = error.params as { property: string; dependencies: string[] };
      for (const missing of dependencies) problems.push(`${missing} must be set when ${property} is`);
      continue;
    }
    const [name = '', index] = error.instancePath.split('/').slice(1);
    const schema = EnvSchema.properties[name as EnvName] as TSchema & { fallback?: string };
    const subject = index !== undefined && listKind(schema) === 'json' ? `${name}[${index}]` : name;
    const message = error.keyword === '~refine' ? error.message : (schema.fallback ?? error.message);
    const problem = `${subject} ${message}`;
    bad.add(name);
    if (!problems.includes(problem)) problems.push(problem);
  }
  return { problems, bad };
}

/** The operator key kept in `file` (ADMIN_API_KEY_FILE), surrounding white space dropped; a problem otherwise. */
function keyFromFile(file: string, inline: string | undefined, problems: string[]): string | undefined {
  if (inline !== undefined) {
    problems.push('ADMIN_API_KEY and ADMIN_API_KEY_FILE must not both be set');
    return undefined;
  }
  let key: string;
  try {
    key = fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    problems.push(
      `ADMIN_API_KEY_FILE could not be read (${(error as NodeJS.ErrnoException).code ?? 'error'}: ${file})`,
    );
    return undefined;
  }
  if (key.length < 24)
    problems.push(`ADMIN_API_KEY_FILE must hold a key at least 24 characters long (${file})`);
  return key;
}

/** The passkeys' relying party: the origin's host must be the RP ID or end with `.<RP ID>` (WebAuthn's rule). */
function relyingParty(e: Env, problems: string[]): Config['webauthn'] {
  const origin = new URL(e.WEBAUTHN_ORIGIN ?? e.STOREFRONT_URL ?? 'http://localhost:3000').origin;
  const host = new URL(origin).hostname;
  const rpId = (e.WEBAUTHN_RP_ID ?? host).toLowerCase();
  if (host !== rpId && !host.endsWith(`.${rpId}`)) {
    problems.push(
      `WEBAUTHN_RP_ID must be the host of WEBAUTHN_ORIGIN or a parent domain of it (got "${rpId}")`,
    );
  }
  return { rpId, origin };
}

/** Reads and validates the configuration; throws ConfigError listing every problem at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw = readEnv(env);
  const { problems, bad } = problemsOf(raw);
  // Each good value decoded (a bad one stays unset: the problems are thrown below).
  const decoded: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(EnvSchema.properties) as [EnvName, TSchema][]) {
    if (!bad.has(name) && raw[name] !== undefined) decoded[name] = Value.Decode(schema, raw[name]);
  }
  const e = decoded as Env;

  const bundled: OAuthClient = {
    clientId: e.CLIENT_ID,
    origins: e.STOREFRONT_URL ? [new URL(e.STOREFRONT_URL).origin] : [],
    redirectUris: [`${e.STOREFRONT_URL}/auth/callback`],
    refreshTokens: 'rotate',
  };
  const oauthClients = [bundled, ...(e.OAUTH_CLIENTS ?? [])];
  if (new Set(oauthClients.map((c) => c.clientId)).size !== oauthClients.length) {
    problems.push('OAUTH_CLIENTS must not repeat a clientId (CLIENT_ID is registered already)');
  }

  const adminApiKeyFile = e.ADMIN_API_KEY_FILE === undefined ? undefined : path.resolve(e.ADMIN_API_KEY_FILE);
  const adminApiKey = adminApiKeyFile
    ? keyFromFile(adminApiKeyFile, e.ADMIN_API_KEY, problems)
    : e.ADMIN_API_KEY;

  const webauthn = relyingParty(e, problems);
  if (problems.length > 0) throw new ConfigError(problems);

  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    storefrontUrl: e.STOREFRONT_URL,
    clientId: e.CLIENT_ID,
    smtpUrl: e.SMTP_URL,
    adminApiKey,
    adminApiKeyFile,
    logLevel: e.LOG_LEVEL,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    trustProxy: e.TRUST_PROXY,
    shopName: e.SHOP_NAME,
    shopCurrency: e.SHOP_CURRENCY.toUpperCase(),
    mailFrom: e.MAIL_FROM ?? `"${e.SHOP_NAME.replace(/["\\]/g, '')}" <no-reply@localhost>`,
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    requireEmailVerification: e.REQUIRE_EMAIL_VERIFICATION,
    requireOwnerApproval: e.REQUIRE_OWNER_APPROVAL,
    registerRequiresCaptcha: e.REGISTER_REQUIRES_CAPTCHA,
    captcha: {
      invisibleSiteKey: e.CAPTCHA_INVISIBLE_SITE_KEY,
      visibleSiteKey: e.CAPTCHA_VISIBLE_SITE_KEY,
      hmacSecret: e.CAPTCHA_HMAC_SECRET,
      maxNumber: e.CAPTCHA_MAX_NUMBER,
    },
    oauthClients,
    eventWebhook:
      e.EVENT_WEBHOOK_URLS && e.EVENT_WEBHOOK_SECRET
        ? { urls: e.EVENT_WEBHOOK_URLS, secret: e.EVENT_WEBHOOK_SECRET }
        : undefined,
    shopperDocCacheMb: e.SHOPPER_DOC_CACHE_MB,
    eventRetentionDays: e.EVENT_RETENTION_DAYS,
    visitorCartDays: e.VISITOR_CART_DAYS,
    stockHoldMinutes: e.STOCK_HOLD_MINUTES,
    stockHoldSweepSeconds: e.STOCK_HOLD_SWEEP_SECONDS,
    staffSessionIdleMinutes: e.STAFF_SESSION_IDLE_MINUTES,
    staffSessionMaxHours: e.STAFF_SESSION_MAX_HOURS,
    webauthn,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
  };
}
