import { describe, expect, it } from 'vitest';
import { outboxNotice } from './notice';

const base = {
  smtpUrl: undefined,
  storefrontUrl: 'http://localhost:3000',
  publicUrl: 'http://localhost:4000',
  adminApiKey: 'k'.repeat(64),
  adminApiKeyFile: '/srv/atelier/.data/operator-key',
};

describe('the outbox notice at start', () => {
  it('says nothing when mail leaves the machine over SMTP', () => {
    expect(outboxNotice({ ...base, smtpUrl: 'smtp://mail:25' })).toBeUndefined();
  });

  it('says no mail leaves the machine, where the outbox is read and where the key is kept', () => {
    expect(outboxNotice(base)).toEqual([
      'No SMTP_URL is set, so no mail leaves this machine.',
      'Every mail (verification codes, password links, order mail) is kept in the outbox instead.',
      'Read it at http://localhost:3000/dev/outbox with the operator key kept in /srv/atelier/.data/operator-key,',
      'or through GET http://localhost:4000/v1/dev/outbox with that key as the Authorization header.',
    ]);
  });

  it('names ADMIN_API_KEY when the key was given directly, and never prints the key', () => {
    const lines = outboxNotice({ ...base, adminApiKeyFile: undefined })!;
    expect(lines[2]).toBe(
      'Read it at http://localhost:3000/dev/outbox with the operator key (ADMIN_API_KEY),',
    );
    expect(lines.join('\n')).not.toContain(base.adminApiKey);
  });

  it('says how to be able to read it when there is no key at all', () => {
    const lines = outboxNotice({ ...base, adminApiKey: undefined, adminApiKeyFile: undefined })!;
    expect(lines[0]).toBe('No SMTP_URL is set, so no mail leaves this machine.');
    expect(lines.join('\n')).toContain('Set ADMIN_API_KEY (24 characters or more)');
    expect(lines.join('\n')).toContain('GET http://localhost:4000/v1/dev/outbox');
  });
});
