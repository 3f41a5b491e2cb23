import { describe, expect, it } from 'vitest';
import type { ShopSettings } from '@atelier/sdk';
import { changeOf, fieldsOf, formFieldOf, settingsConflictMessage } from './admin-settings';

const SETTINGS: ShopSettings = {
  name: 'Atelier',
  contactEmail: 'hello@atelier.store',
  address: '',
  timeZone: 'America/New_York',
  openingHours: { days: [{ weekday: 2, open: '09:00', close: '17:00' }], note: '' },
  unpaidOrderCancelDays: null,
  currency: 'USD',
  requireEmailVerification: true,
  requireOwnerApproval: false,
  registerRequiresCaptcha: true,
  stockHoldMinutes: 0,
  accessTokenTtl: 3600,
  refreshTokenTtl: 90 * 86_400,
  revision: 3,
};

describe('the shop settings form', () => {
  it('shows the settings as fields: a row per weekday, minutes and days', () => {
    const fields = fieldsOf(SETTINGS);
    expect(fields.days[1]).toEqual({ open: true, from: '09:00', to: '17:00' });
    expect(fields.days[0]!.open).toBe(false);
    expect(fields.accessTokenMinutes).toBe('60');
    expect(fields.refreshTokenDays).toBe('90');
    expect(fields.unpaidOrderCancelDays).toBe('');
  });

  it('sends only what changed, in the server’s units', () => {
    const before = fieldsOf(SETTINGS);
    expect(changeOf(before, before)).toEqual({ change: {} });
    const after = structuredClone(before);
    after.name = ' Atelier Studio ';
    after.days[5] = { open: true, from: '10:00', to: '14:00' };
    after.accessTokenMinutes = '15';
    after.refreshTokenDays = '30';
    after.requireOwnerApproval = true;
    after.unpaidOrderCancelDays = '7';
    expect(changeOf(before, after)).toEqual({
      change: {
        name: 'Atelier Studio',
        openingHours: {
          days: [
            { weekday: 2, open: '09:00', close: '17:00' },
            { weekday: 6, open: '10:00', close: '14:00' },
          ],
          note: '',
        },
        requireOwnerApproval: true,
        unpaidOrderCancelDays: 7,
        accessTokenTtl: 900,
        refreshTokenTtl: 30 * 86_400,
      },
    });
  });

  it('finds a problem beside its field before asking the server', () => {
    const before = fieldsOf(SETTINGS);
    const closing = structuredClone(before);
    closing.days[1] = { open: true, from: '18:00', to: '09:00' };
    expect(changeOf(before, closing)).toEqual({
      problem: { field: 'days.1.to', message: 'Tuesday: closing must be after opening' },
    });
    expect(changeOf(before, { ...before, stockHoldMinutes: '-1' })).toMatchObject({
      problem: { field: 'stockHoldMinutes' },
    });
    expect(changeOf(before, { ...before, currency: 'euro' })).toMatchObject({
      problem: { field: 'currency' },
    });
    expect(changeOf(before, { ...before, currency: 'eur' })).toEqual({ change: { currency: 'EUR' } });
    expect(changeOf(before, { ...before, name: '  ' })).toMatchObject({ problem: { field: 'name' } });
  });

  it('puts a server field error beside the form field it belongs to', () => {
    expect(formFieldOf('shopSettings.timeZone')).toBe('timeZone');
    expect(formFieldOf('shopSettings.refreshTokenTtl')).toBe('refreshTokenDays');
    expect(formFieldOf('shopSettings.openingHours.days[0].close')).toBe('hoursNote');
    expect(formFieldOf('shopSettings.other')).toBeUndefined();
  });

  it('says who saved the settings since the page was opened, when, and which fields', () => {
    const data = {
      revision: 5,
      changes: [
        { actorName: 'Mona', createdDate: '2026-11-28T09:30:00Z', fields: ['name'] },
        { actorName: 'Mona', createdDate: '2026-11-28T14:40:00Z', fields: ['openingHours', 'name'] },
      ],
    };
    expect(settingsConflictMessage(data, 'Europe/Paris')).toBe(
      'Mona changed the settings at Nov 28, 2026, 3:40 PM GMT+1: shop name, opening hours.',
    );
    expect(settingsConflictMessage({}, 'UTC')).toBe(
      'Someone saved the settings since you opened them. Reload to see the change.',
    );
  });
});
