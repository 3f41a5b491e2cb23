import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, retiredSettingsNotice } from './config';

describe('loadConfig', () => {
  it('takes the passkeys’ relying party from the storefront, or from WEBAUTHN_ORIGIN / WEBAUTHN_RP_ID', () => {
    expect(loadConfig({}).webauthn).toEqual({ rpId: 'localhost', origin: 'http://localhost:3000' });
    expect(loadConfig({ STOREFRONT_URL: 'https://Shop.Example/store/' }).webauthn).toEqual({
      rpId: 'shop.example',
      origin: 'https://shop.example',
    });
    expect(
      loadConfig({ WEBAUTHN_ORIGIN: 'https://admin.shop.example:8443', WEBAUTHN_RP_ID: 'Shop.Example' })
        .webauthn,
    ).toEqual({ rpId: 'shop.example', origin: 'https://admin.shop.example:8443' });
    expect(() =>
      loadConfig({ WEBAUTHN_ORIGIN: 'https://shop.example', WEBAUTHN_RP_ID: 'other.example' }),
    ).toThrow(/WEBAUTHN_RP_ID must be the host of WEBAUTHN_ORIGIN/);
    expect(() => loadConfig({ WEBAUTHN_ORIGIN: 'ftp://x' })).toThrow(/WEBAUTHN_ORIGIN/);
    expect(() => loadConfig({ WEBAUTHN_RP_ID: 'not a domain' })).toThrow(
      /WEBAUTHN_RP_ID must be a domain name/,
    );
  });

  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      dataDir: path.resolve('./.data'),
      databaseUrl: undefined,
      storefrontUrl: 'http://localhost:3000',
      clientId: 'storefront',
      smtpUrl: undefined,
      adminApiKey: undefined,
      logLevel: 'info',
      shopperDocCacheMb: 32,
    });
  });

  it('reads every setting', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u@db:5432/shop',
      STOREFRONT_URL: 'https://shop.example/',
      CLIENT_ID: 'web-1',
      SMTP_URL: 'smtp://mail:25',
      ADMIN_API_KEY: 'k'.repeat(32),
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/tmp/x',
      databaseUrl: 'postgres://u@db:5432/shop',
      storefrontUrl: 'https://shop.example',
      clientId: 'web-1',
      smtpUrl: 'smtp://mail:25',
      logLevel: 'warn',
    });
  });

  it('lists every problem at once', () => {
    let caught: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
        ADMIN_API_KEY: 'short',
        SMTP_URL: 'http://x',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const problems = (caught as ConfigError).problems;
    expect(problems).toHaveLength(5);
    expect((caught as ConfigError).message).toMatch(/^Invalid configuration:\n {2}- PORT must be/);
  });

  it('takes a shopper document cache size in MiB, 0 turning it off', () => {
    expect(loadConfig({ SHOPPER_DOC_CACHE_MB: '0' }).shopperDocCacheMb).toBe(0);
    expect(loadConfig({ SHOPPER_DOC_CACHE_MB: '256' }).shopperDocCacheMb).toBe(256);
    for (const bad of ['-1', '1.5', 'lots', '5000']) {
      expect(() => loadConfig({ SHOPPER_DOC_CACHE_MB: bad })).toThrow(
        'SHOPPER_DOC_CACHE_MB must be a whole number from 0 to 4096',
      );
    }
  });

  it('reads the operator key from ADMIN_API_KEY_FILE, and refuses a missing, short or second key', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-key-'));
    const file = path.join(dir, 'operator-key');
    fs.writeFileSync(file, `${'k'.repeat(64)}\n`, { mode: 0o600 });
    expect(loadConfig({ ADMIN_API_KEY_FILE: file })).toMatchObject({
      adminApiKey: 'k'.repeat(64),
      adminApiKeyFile: file,
    });
    expect(loadConfig({ ADMIN_API_KEY: 'k'.repeat(24) }).adminApiKeyFile).toBeUndefined();
    expect(() => loadConfig({ ADMIN_API_KEY_FILE: path.join(dir, 'none') })).toThrow(
      `ADMIN_API_KEY_FILE could not be read (ENOENT: ${path.join(dir, 'none')})`,
    );
    expect(() => loadConfig({ ADMIN_API_KEY_FILE: file, ADMIN_API_KEY: 'k'.repeat(24) })).toThrow(
      'ADMIN_API_KEY and ADMIN_API_KEY_FILE must not both be set',
    );
    fs.writeFileSync(file, 'short\n');
    expect(() => loadConfig({ ADMIN_API_KEY_FILE: file })).toThrow(
      'ADMIN_API_KEY_FILE must hold a key at least 24 characters long',
    );
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps outbox events 30 days unless EVENT_RETENTION_DAYS says otherwise', () => {
    expect(loadConfig({}).eventRetentionDays).toBe(30);
    expect(loadConfig({ EVENT_RETENTION_DAYS: '365' }).eventRetentionDays).toBe(365);
    for (const bad of ['0', '-3', '7.5', 'forever', '3651']) {
      expect(() => loadConfig({ EVENT_RETENTION_DAYS: bad })).toThrow(
        'EVENT_RETENTION_DAYS must be a whole number from 1 to 3650',
      );
    }
  });

  it("keeps visitors' untouched carts 30 days unless VISITOR_CART_DAYS says otherwise", () => {
    expect(loadConfig({}).visitorCartDays).toBe(30);
    expect(loadConfig({ VISITOR_CART_DAYS: '7' }).visitorCartDays).toBe(7);
    for (const bad of ['0', '2.5', 'never', '3651']) {
      expect(() => loadConfig({ VISITOR_CART_DAYS: bad })).toThrow(
        'VISITOR_CART_DAYS must be a whole number from 1 to 3650',
      );
    }
  });

  it('sweeps expired stock holds every 30 seconds unless STOCK_HOLD_SWEEP_SECONDS says otherwise', () => {
    expect(loadConfig({}).stockHoldSweepSeconds).toBe(30);
    expect(loadConfig({ STOCK_HOLD_SWEEP_SECONDS: '1' }).stockHoldSweepSeconds).toBe(1);
    for (const bad of ['0', '1.5', 'often', '3601']) {
      expect(() => loadConfig({ STOCK_HOLD_SWEEP_SECONDS: bad })).toThrow(
        'STOCK_HOLD_SWEEP_SECONDS must be a whole number from 1 to 3600',
      );
    }
  });

  it('reads an empty or blank value as unset, and trims the rest', () => {
    expect(loadConfig({ PORT: '', HOST: '  ', SHOP_NAME: ' Studio ' })).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      shopName: 'Studio',
      mailFrom: '"Studio" <no-reply@localhost>',
      publicUrl: 'http://localhost:4000',
    });
  });

  it('takes flags as true/false words in any case', () => {
    expect(loadConfig({ TRUST_PROXY: 'YES', REQUIRE_EMAIL_VERIFICATION: 'off' })).toMatchObject({
      trustProxy: true,
      requireEmailVerification: false,
    });
    expect(() => loadConfig({ REGISTER_REQUIRES_CAPTCHA: 'Maybe' })).toThrow(
      'REGISTER_REQUIRES_CAPTCHA must be true or false (got "maybe")',
    );
  });

  it('takes TRUST_PROXY as a flag or as a list of trusted proxies', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,::1' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      '::1',
    ]);
    for (const bad of ['proxy.example', '10.0.0.0/33', '10.0.0.1/8/1'])
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(
        'TRUST_PROXY must be true, false, or a comma list',
      );
  });

  it('no longer reads OWNER_EMAILS, and names the way to move off it when it is still set', () => {
    expect(Object.keys(loadConfig({ OWNER_EMAILS: 'ada@example.com' }))).not.toContain('ownerEmails');
    expect(retiredSettingsNotice({})).toBeUndefined();
    expect(retiredSettingsNotice({ OWNER_EMAILS: ' ' })).toBeUndefined();
    const notice = retiredSettingsNotice({ OWNER_EMAILS: 'ada@example.com' });
    expect(notice).toContain('OWNER_EMAILS is set but no longer read');
    expect(notice).toContain('npm run create-owner');
    expect(notice).toContain('POST /v1/staff/setup');
  });

  it('names each bad entry of a list', () => {
    const problems = problemsOf({
      OAUTH_CLIENTS: '[{"clientId":"app"}, 5, {"clientId":"web","origins":["https://a.example/path"]}]',
      EVENT_WEBHOOK_URLS: 'https://hooks.example, ftp://x',
      EVENT_WEBHOOK_SECRET: 's'.repeat(32),
    });
    expect(problems).toEqual([
      'OAUTH_CLIENTS[1] needs a clientId, origins (bare origins), redirectUris (http(s) URLs) and refreshTokens "rotate" or "stable"',
      'OAUTH_CLIENTS[2] needs a clientId, origins (bare origins), redirectUris (http(s) URLs) and refreshTokens "rotate" or "stable"',
      'EVENT_WEBHOOK_URLS holds a non-http URL "ftp://x"',
    ]);
    const config = loadConfig({ OAUTH_CLIENTS: '[{"clientId":"app"}]' });
    expect(config.oauthClients[1]).toEqual({
      clientId: 'app',
      origins: [],
      redirectUris: [],
      refreshTokens: 'rotate',
    });
  });

  it('wants OAUTH_CLIENTS as a JSON array of distinct clients', () => {
    for (const bad of ['{', '{}', '"x"', 'null']) {
      expect(problemsOf({ OAUTH_CLIENTS: bad })).toEqual(['OAUTH_CLIENTS must be a JSON array']);
    }
    expect(problemsOf({ OAUTH_CLIENTS: '[{"clientId":"storefront"}]' })).toEqual([
      'OAUTH_CLIENTS must not repeat a clientId (CLIENT_ID is registered already)',
    ]);
  });

  it('wants a secret of 32 characters or more with webhook URLs, and at least one URL', () => {
    expect(problemsOf({ EVENT_WEBHOOK_URLS: 'https://hooks.example' })).toEqual([
      'EVENT_WEBHOOK_SECRET must be set when EVENT_WEBHOOK_URLS is',
    ]);
    expect(problemsOf({ EVENT_WEBHOOK_URLS: ' , ', EVENT_WEBHOOK_SECRET: 'short' })).toEqual([
      'EVENT_WEBHOOK_SECRET must be at least 32 characters long',
      'EVENT_WEBHOOK_URLS must list at least one http(s) URL',
    ]);
    expect(loadConfig({ EVENT_WEBHOOK_SECRET: 's'.repeat(32) }).eventWebhook).toBeUndefined();
    expect(
      loadConfig({
        EVENT_WEBHOOK_URLS: 'https://a.example/x, http://b',
        EVENT_WEBHOOK_SECRET: 's'.repeat(32),
      }).eventWebhook,
    ).toEqual({ urls: ['https://a.example/x', 'http://b'], secret: 's'.repeat(32) });
  });

  // Before the schema, a bad PORT also produced a PUBLIC_URL problem (its default is built from PORT).
  it('reports a bad PORT once, not again through the PUBLIC_URL built from it', () => {
    expect(problemsOf({ PORT: '65536' })).toEqual([
      'PORT must be a whole number from 0 to 65535 (got "65536")',
    ]);
    expect(loadConfig({ PORT: '5000' }).publicUrl).toBe('http://localhost:5000');
  });
});

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}
