import { describe, expect, it } from 'vitest';
import { memberStatusOf, normalizeEmail, statusFor } from './account-rules';

describe('account rules', () => {
  it('normalizes login emails', () => {
    expect(normalizeEmail('  Ada@Example.COM ')).toBe('ada@example.com');
  });

  it('derives statuses', () => {
    expect(statusFor([])).toBe('ACTIVE');
    expect(statusFor(['PENDING_ADMIN_APPROVAL_REQUIRED'])).toBe('PENDING');
    expect(memberStatusOf('ACTIVE')).toBe('APPROVED');
    expect(memberStatusOf('BLOCKED')).toBe('BLOCKED');
    expect(memberStatusOf('DELETED')).toBe('UNKNOWN');
  });
});
