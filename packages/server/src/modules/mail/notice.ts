/** What the outbox notice needs of the configuration. */
export interface OutboxNoticeConfig {
  smtpUrl: string | undefined;
  storefrontUrl: string;
  publicUrl: string;
  adminApiKey: string | undefined;
  adminApiKeyFile: string | undefined;
}

/**
 * The lines the server prints once at start when mail cannot leave the machine (no SMTP_URL): where the
 * outbox is and with which key it is read. Nothing when mail goes out over SMTP.
 */
export function outboxNotice(config: OutboxNoticeConfig): string[] | undefined {
  if (config.smtpUrl) return undefined;
  const page = `${config.storefrontUrl}/dev/outbox`;
  const api = `GET ${config.publicUrl}/v1/dev/outbox`;
  const head = [
    'No SMTP_URL is set, so no mail leaves this machine.',
    'Every mail (verification codes, password links, order mail) is kept in the outbox instead.',
  ];
  if (!config.adminApiKey) {
    return [
      ...head,
      'No ADMIN_API_KEY is set, so only staff holding settings:write (the owner) can read it, through',
      `  ${api}`,
      `Set ADMIN_API_KEY (24 characters or more) to read it at ${page} with that key.`,
    ];
  }
  const key = config.adminApiKeyFile
    ? `the operator key kept in ${config.adminApiKeyFile}`
    : 'the operator key (ADMIN_API_KEY)';
  return [
    ...head,
    `Read it at ${page} with ${key},`,
    `or through ${api} with that key as the Authorization header.`,
  ];
}
