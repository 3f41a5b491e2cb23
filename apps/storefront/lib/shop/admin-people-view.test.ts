import { describe, expect, it } from 'vitest';
import { actionText, auditChanges, codeEnd, maskedCode, memberName, valueText } from './admin-people-view';

describe('gift card codes in lists', () => {
  it('show the last four characters only', () => {
    expect(maskedCode('ABCD-EFGH-JKLM-NPQR')).toBe('•••• NPQR');
    expect(codeEnd('summer-2026')).toBe('2026');
  });
});

describe('audit entries', () => {
  it('read field by field, nested fields by their path', () => {
    expect(
      auditChanges(
        { status: 'APPROVED', contact: { firstName: 'Ada' } },
        { status: 'BLOCKED', contact: { firstName: 'Ada' } },
      ),
    ).toEqual([{ field: 'status', before: 'APPROVED', after: 'BLOCKED' }]);
    expect(auditChanges(undefined, { balance: '50.00', tags: ['a'] })).toEqual([
      { field: 'balance', before: '—', after: '50.00' },
      { field: 'tags', before: '—', after: '["a"]' },
    ]);
    expect(auditChanges({ note: 'x' }, { note: null })).toEqual([
      { field: 'note', before: 'x', after: 'none' },
    ]);
  });

  it('cut long values and name actions in words', () => {
    expect(valueText('x'.repeat(500))).toHaveLength(160);
    expect(actionText('giftCard.issued')).toBe('Gift card issued');
    expect(actionText('staff.login_failed')).toBe('Staff login failed');
  });
});

describe('member names', () => {
  it('are the contact name, else the nickname, else the email', () => {
    expect(memberName({ contact: { firstName: 'Ada', lastName: 'Lovelace' } })).toBe('Ada Lovelace');
    expect(memberName({ loginEmail: 'a@b.test', profile: { nickname: 'ada' } })).toBe('ada');
    expect(memberName({ loginEmail: 'a@b.test' })).toBe('a@b.test');
  });
});
