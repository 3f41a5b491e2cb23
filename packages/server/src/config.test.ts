import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
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

  it('keeps outbox events 30 days unless EVENT_RETENTION_DAYS says otherwise', () => {
    expect(loadConfig({}).eventRetentionDays).toBe(30);
    expect(loadConfig({ EVENT_RETENTION_DAYS: '365' }).eventRetentionDays).toBe(365);
    for (const bad of ['0', '-3', '7.5', 'forever', '3651']) {
      expect(() => loadConfig({ EVENT_RETENTION_DAYS: bad })).toThrow(
        'EVENT_RETENTION_DAYS must be a whole number from 1 to 3650',
      );
    }
  });
});
