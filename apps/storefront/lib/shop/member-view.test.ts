import { describe, expect, it } from 'vitest';
import { memberView, splitName } from './member-view';

describe('member view', () => {
  it('greets by nickname, then name, then email', () => {
    const base = { _id: 'm1', loginEmail: 'ada@example.com', profile: {} };
    expect(memberView({ ...base, profile: { nickname: 'Ada' } }).displayName).toBe('Ada');
    expect(memberView({ ...base, contact: { firstName: 'Ada', lastName: 'L' } }).displayName).toBe('Ada L');
    expect(memberView(base).displayName).toBe('ada@example.com');
  });

  it('summarises addresses and reads community membership from the privacy status', () => {
    const view = memberView({
      _id: 'm1',
      profile: { slug: 'ada' },
      privacyStatus: 'PUBLIC',
      contact: {
        addresses: [{ addressLine1: '1 Main St', city: 'Paris', postalCode: '75003', country: 'FR' }],
      },
    });
    expect(view.slug).toBe('ada');
    expect(view.community).toBe(true);
    expect(view.addresses[0]?.summary).toBe('1 Main St, 75003 Paris, France');
    expect(view.addresses[0]?.lines).toEqual(['1 Main St', '75003 Paris', 'France']);
  });

  it('splits a name', () => {
    expect(splitName(' Ada  King Lovelace ')).toEqual({ firstName: 'Ada', lastName: 'King Lovelace' });
    expect(splitName('Ada')).toEqual({ firstName: 'Ada' });
  });
});
