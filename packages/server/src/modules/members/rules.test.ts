import { describe, expect, it } from 'vitest';
import {
  effectiveFieldSet,
  fromIdentityProfile,
  identityProfileOf,
  memberView,
  mergeMemberContact,
  slugBase,
  SLUG_PATTERN,
  type MemberRecord,
} from './rules';

const record: MemberRecord = {
  id: 'm1',
  email: 'ada@example.com',
  emailVerified: true,
  status: 'ACTIVE',
  slug: 'ada',
  privacyStatus: 'PUBLIC',
  activityStatus: 'ACTIVE',
  contact: { firstName: 'Ada', lastName: 'Lovelace', phones: [{ tag: 'MOBILE', phone: '+44 1' }] },
  profile: { title: 'Countess' },
  createdDate: new Date('2026-01-01T00:00:00Z'),
  updatedDate: new Date('2026-01-02T00:00:00Z'),
  lastLoginDate: null,
};

describe('member rules', () => {
  it('projects field sets', () => {
    expect(memberView(record, 'PUBLIC')).toEqual({
      id: 'm1',
      contactId: 'm1',
      profile: { nickname: 'Ada Lovelace', slug: 'ada', title: 'Countess' },
    });
    expect(memberView(record, 'EXTENDED')).toMatchObject({
      loginEmail: 'ada@example.com',
      status: 'APPROVED',
    });
    expect(memberView(record, 'EXTENDED').contact).toBeUndefined();
    expect(memberView(record, 'FULL').contact).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      phones: ['+44 1'],
    });
  });

  it('never widens beyond PUBLIC for others', () => {
    expect(effectiveFieldSet(['FULL'], false)).toBe('PUBLIC');
    expect(effectiveFieldSet(['EXTENDED', 'FULL'], true)).toBe('FULL');
    expect(effectiveFieldSet([], true)).toBe('PUBLIC');
  });

  it('maps contacts both ways', () => {
    const merged = mergeMemberContact(record.contact, {
      emails: ['A@B.co'],
      addresses: [{ city: 'London' }],
    });
    expect(merged.emails).toEqual([{ tag: 'UNTAGGED', email: 'a@b.co' }]);
    expect(merged.addresses?.[0]).toMatchObject({ city: 'London', tag: 'UNTAGGED' });
    expect(merged.phones).toEqual(record.contact.phones);
    const { contact, profile } = fromIdentityProfile({
      firstName: 'Grace',
      nickname: 'amazing',
      addresses: [{ tag: 'HOME', address: { city: 'Arlington' } }],
      customFields: [{ name: 'size', value: { numValue: 42 } }],
    });
    expect(profile.nickname).toBe('amazing');
    const back = identityProfileOf({ contact, profile, privacyStatus: 'PRIVATE' });
    expect(back).toMatchObject({
      firstName: 'Grace',
      addresses: [{ tag: 'HOME', address: { city: 'Arlington' } }],
      customFields: [{ name: 'size', value: { numValue: 42 } }],
    });
  });

  it('makes slugs', () => {
    expect(slugBase('Zoë  Ünal!')).toBe('zoe-unal');
    expect(slugBase('***')).toBe('member');
    expect(SLUG_PATTERN.test('a-b-1')).toBe(true);
    expect(SLUG_PATTERN.test('a--b')).toBe(false);
  });
});
