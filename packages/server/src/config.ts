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
  };
}
