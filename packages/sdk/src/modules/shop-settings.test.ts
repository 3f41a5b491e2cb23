import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../test/fake-fetch';
import { ApiKeyStrategy } from '../auth/strategy';
import { createClient } from '../client';
import { ELEVATED_CLIENT_REQUIRED_MESSAGE } from '../errors';
import { shopSettings } from './shop-settings';

const settings = {
  name: 'Atelier',
  contactEmail: 'hello@atelier.store',
  timeZone: 'America/New_York',
  openingHours: { days: [{ weekday: 1, open: '09:00', close: '17:00' }], note: '' },
};

describe('shopSettings', () => {
  it('reads the settings for everyone; changing them needs an elevated client', async () => {
    const { fetch, calls } = fakeFetch({ body: { shopSettings: settings } });
    const client = createClient({ baseUrl: 'https://api.test', fetch, modules: { shopSettings } });
    const answer = await client.shopSettings.getShopSettings();
    expect(calls[0]).toMatchObject({ method: 'GET', url: 'https://api.test/v1/shop-settings' });
    expect(answer.shopSettings.timeZone).toBe('America/New_York');
    expect(() => client.shopSettings.updateShopSettings({ name: 'X' })).toThrow(
      ELEVATED_CLIENT_REQUIRED_MESSAGE,
    );
  });

  it('the merchant changes them with PATCH', async () => {
    const { fetch, calls } = fakeFetch({ body: { shopSettings: settings } });
    const client = createClient({
      baseUrl: 'https://api.test',
      fetch,
      auth: ApiKeyStrategy({ apiKey: 'k'.repeat(24) }),
      modules: { shopSettings },
    });
    await client.shopSettings.updateShopSettings({ timeZone: 'Europe/Paris' });
    await client.shopSettings.updateShopSettings({ name: 'Studio' }, { revision: 4 });
    expect(calls.map((c) => [c.method, c.url, c.body, c.headers['if-match']])).toEqual([
      [
        'PATCH',
        'https://api.test/v1/shop-settings',
        { shopSettings: { timeZone: 'Europe/Paris' } },
        undefined,
      ],
      ['PATCH', 'https://api.test/v1/shop-settings', { shopSettings: { name: 'Studio' } }, '"4"'],
    ]);
  });
});
