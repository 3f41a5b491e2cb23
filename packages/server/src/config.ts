import path from 'node:path';

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
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  production: boolean;
  /** This server's own external base URL: redirect-session pages (fullUrl) live under it. */
  publicUrl: string;
  /** Honour X-Forwarded-For (behind a reverse proxy) for the per-address login limits. */
  trustProxy: boolean;
  shopName: string;
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
  /** Identities with these (verified) emails are site owners: their sessions are elevated. */
  ownerEmails: string[];
  /** OAuth client registry; the bundled storefront client (CLIENT_ID) is always first. */
  oauthClients: OAuthClient[];
  /** Where the event outbox is delivered (EVENT_WEBHOOK_URLS); undefined: events stay in the outbox. */
  eventWebhook: EventWebhookConfig | undefined;
  /** MiB of shopper documents kept in memory between listings (SHOPPER_DOC_CACHE_MB); 0: none. */
  shopperDocCacheMb: number;
  /** Days an event stays in the outbox after it was recorded, and after it was delivered (EVENT_RETENTION_DAYS). */
  eventRetentionDays: number;
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

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function isUrl(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** Reads and validates the configuration; throws ConfigError listing every problem at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];
  const value = (name: string) => {
    const v = env[name]?.trim();
    return v === undefined || v === '' ? undefined : v;
  };

  const portText = value('PORT') ?? '4000';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 0 || port > 65535) {
    problems.push(`PORT must be a whole number from 0 to 65535 (got "${portText}")`);
  }

  const databaseUrl = value('DATABASE_URL');
  if (databaseUrl !== undefined && !isUrl(databaseUrl, ['postgres:', 'postgresql:'])) {
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }

  const storefrontUrl = (value('STOREFRONT_URL') ?? 'http://localhost:3000').replace(/\/+$/, '');
  if (!isUrl(storefrontUrl, ['http:', 'https:'])) {
    problems.push(`STOREFRONT_URL must be an http(s) URL (got "${storefrontUrl}")`);
  }

  const smtpUrl = value('SMTP_URL');
  if (smtpUrl !== undefined && !isUrl(smtpUrl, ['smtp:', 'smtps:'])) {
    problems.push('SMTP_URL must be an smtp:// or smtps:// URL');
  }

  const clientId = value('CLIENT_ID') ?? 'storefront';
  if (!/^[A-Za-z0-9._-]{1,100}$/.test(clientId)) {
    problems.push('CLIENT_ID may hold only letters, digits, dot, hyphen and underscore (1 to 100)');
  }

  const adminApiKey = value('ADMIN_API_KEY');
  if (adminApiKey !== undefined && adminApiKey.length < 24) {
    problems.push('ADMIN_API_KEY must be at least 24 characters long');
  }

  const logLevel = (value('LOG_LEVEL') ?? 'info') as Config['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  }

  const flag = (name: string, fallback: boolean) => {
    const v = value(name)?.toLowerCase();
    if (v === undefined) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(v)) return true;
    if (['0', 'false', 'no', 'off'].includes(v)) return false;
    problems.push(`${name} must be true or false (got "${v}")`);
    return fallback;
  };
  const whole = (name: string, fallback: number, min: number, max: number) => {
    const text = value(name);
    if (text === undefined) return fallback;
    const n = Number(text);
    if (!/^\d+$/.test(text) || n < min || n > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${text}")`);
      return fallback;
    }
    return n;
  };

  const publicUrl = (
    value('PUBLIC_URL') ?? `http://localhost:${Number.isFinite(port) ? port : 4000}`
  ).replace(/\/+$/, '');
  if (!isUrl(publicUrl, ['http:', 'https:'])) problems.push('PUBLIC_URL must be an http(s) URL');

  const shopName = value('SHOP_NAME') ?? 'Atelier';
  const mailFrom = value('MAIL_FROM') ?? `"${shopName.replace(/["\\]/g, '')}" <no-reply@localhost>`;
  const ownerEmails = (value('OWNER_EMAILS') ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  for (const email of ownerEmails) {
    if (!/^[^@\s]+@[^@\s]+$/.test(email)) problems.push(`OWNER_EMAILS holds an invalid address "${email}"`);
  }

  const captchaHmacSecret = value('CAPTCHA_HMAC_SECRET');
  if (captchaHmacSecret !== undefined && captchaHmacSecret.length < 32) {
    problems.push('CAPTCHA_HMAC_SECRET must be at least 32 characters long');
  }

  const bundled: OAuthClient = {
    clientId,
    origins: isUrl(storefrontUrl, ['http:', 'https:']) ? [new URL(storefrontUrl).origin] : [],
    redirectUris: [`${storefrontUrl}/auth/callback`],
    refreshTokens: 'rotate',
  };
  const oauthClients = [bundled, ...parseClients(value('OAUTH_CLIENTS'), problems)];
  if (new Set(oauthClients.map((c) => c.clientId)).size !== oauthClients.length) {
    problems.push('OAUTH_CLIENTS must not repeat a clientId (CLIENT_ID is registered already)');
  }

  const identity = {
    publicUrl,
    trustProxy: flag('TRUST_PROXY', false),
    shopName,
    mailFrom,
    accessTokenTtl: whole('ACCESS_TOKEN_TTL', 3600, 60, 86_400),
    refreshTokenTtl: whole('REFRESH_TOKEN_TTL', 90 * 86_400, 3600, 400 * 86_400),
    requireEmailVerification: flag('REQUIRE_EMAIL_VERIFICATION', true),
    requireOwnerApproval: flag('REQUIRE_OWNER_APPROVAL', false),
    registerRequiresCaptcha: flag('REGISTER_REQUIRES_CAPTCHA', true),
    captcha: {
      invisibleSiteKey: value('CAPTCHA_INVISIBLE_SITE_KEY') ?? 'atelier-invisible',
      visibleSiteKey: value('CAPTCHA_VISIBLE_SITE_KEY') ?? 'atelier-visible',
      hmacSecret: captchaHmacSecret,
      maxNumber: whole('CAPTCHA_MAX_NUMBER', 50_000, 10, 10_000_000),
    },
    ownerEmails,
    oauthClients,
  };

  const webhookUrls = value('EVENT_WEBHOOK_URLS');
  const eventWebhook = parseEventWebhook(webhookUrls, value('EVENT_WEBHOOK_SECRET'), problems);

  const shopperDocCacheMb = whole('SHOPPER_DOC_CACHE_MB', 32, 0, 4096);
  const eventRetentionDays = whole('EVENT_RETENTION_DAYS', 30, 1, 3650);

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    port,
    host: value('HOST') ?? '127.0.0.1',
    dataDir: path.resolve(value('DATA_DIR') ?? './.data'),
    databaseUrl,
    storefrontUrl,
    clientId,
    smtpUrl,
    adminApiKey,
    logLevel,
    production: env.NODE_ENV === 'production',
    ...identity,
    eventWebhook,
    shopperDocCacheMb,
    eventRetentionDays,
  };
}

/** EVENT_WEBHOOK_URLS: comma-separated http(s) URLs; they need EVENT_WEBHOOK_SECRET to sign with. */
function parseEventWebhook(
  list: string | undefined,
  secret: string | undefined,
  problems: string[],
): EventWebhookConfig | undefined {
  if (secret !== undefined && secret.length < 32) {
    problems.push('EVENT_WEBHOOK_SECRET must be at least 32 characters long');
  }
  if (list === undefined) return undefined;
  const urls = list
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);
  for (const url of urls) {
    if (!isUrl(url, ['http:', 'https:'])) problems.push(`EVENT_WEBHOOK_URLS holds a non-http URL "${url}"`);
  }
  if (urls.length === 0) problems.push('EVENT_WEBHOOK_URLS must list at least one http(s) URL');
  if (secret === undefined) problems.push('EVENT_WEBHOOK_SECRET must be set when EVENT_WEBHOOK_URLS is');
  return secret === undefined ? undefined : { urls, secret };
}

/** OAUTH_CLIENTS: a JSON array of { clientId, origins?, redirectUris?, refreshTokens?: "rotate" | "stable" }. */
function parseClients(text: string | undefined, problems: string[]): OAuthClient[] {
  if (text === undefined) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    problems.push('OAUTH_CLIENTS must be a JSON array');
    return [];
  }
  if (!Array.isArray(raw)) {
    problems.push('OAUTH_CLIENTS must be a JSON array');
    return [];
  }
  const clients: OAuthClient[] = [];
  raw.forEach((entry: unknown, i) => {
    const c = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    const strings = (v: unknown) =>
      Array.isArray(v) && v.every((x) => typeof x === 'string') ? v : undefined;
    const origins = strings(c.origins ?? []);
    const redirectUris = strings(c.redirectUris ?? []);
    const mode = c.refreshTokens ?? 'rotate';
    const ok =
      typeof c.clientId === 'string' &&
      /^[A-Za-z0-9._-]{1,100}$/.test(c.clientId) &&
      origins?.every((o) => isUrl(o, ['http:', 'https:']) && new URL(o).origin === o) &&
      redirectUris?.every((u) => isUrl(u, ['http:', 'https:'])) &&
      (mode === 'rotate' || mode === 'stable');
    if (!ok) {
      problems.push(
        `OAUTH_CLIENTS[${i}] needs a clientId, origins (bare origins), redirectUris (http(s) URLs) and refreshTokens "rotate" or "stable"`,
      );
      return;
    }
    clients.push({
      clientId: c.clientId as string,
      origins: origins ?? [],
      redirectUris: redirectUris ?? [],
      refreshTokens: mode as OAuthClient['refreshTokens'],
    });
  });
  return clients;
}
