import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../src/db/schema';
import { DEMO_SHOP_SETTINGS, readShopSettings, seedDemoShopSettings } from '../src/modules/shop-settings';
import { headers, memberLogin, visitorToken } from './auth-helpers';
import { appCode, asAdmin, startTestApp, type TestApp } from './helpers';
import { bearer, OWNER_EMAIL, setUpOwner } from './staff-helpers';

let t: TestApp;
let visitor: string;
let member: string;
beforeAll(async () => {
  t = await startTestApp({ CAPTCHA_MAX_NUMBER: '200', SHOP_NAME: 'Env Shop' });
  visitor = await visitorToken(t.app);
  member = (await memberLogin(t.app)).access_token;
});
afterAll(() => t.close());

const get = (auth: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/v1/shop-settings', headers: auth });
const patch = (shopSettings: object, auth: Record<string, string> = asAdmin, ifMatch?: string | number) =>
  t.app.inject({
    method: 'PATCH',
    url: '/v1/shop-settings',
    headers: { ...auth, ...(ifMatch === undefined ? {} : { 'if-match': String(ifMatch) }) },
    payload: { shopSettings },
  });
const violations = (res: { json: () => unknown }) =>
  (
    res.json() as {
      details: { validationError: { fieldViolations: { field: string; violatedRule: string }[] } };
    }
  ).details.validationError.fieldViolations.map((v) => `${v.field} ${v.violatedRule}`);

describe('shop settings', () => {
  it('answer the environment defaults until some are saved, to every caller, cacheable', async () => {
    for (const auth of [{}, headers(visitor), headers(member), asAdmin]) {
      const res = await get(auth);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=5');
      expect(res.json()).toEqual({
        shopSettings: {
          name: 'Env Shop',
          contactEmail: '',
          address: '',
          timeZone: 'UTC',
          openingHours: { days: [], note: '' },
          unpaidOrderCancelDays: null,
          currency: 'USD',
          requireEmailVerification: true,
          requireOwnerApproval: false,
          registerRequiresCaptcha: true,
          stockHoldMinutes: 0,
          accessTokenTtl: 3600,
          refreshTokenTtl: 90 * 86_400,
          revision: 0,
        },
      });
    }
  });

  it('the demo seed gives New York and the footer hours, once', async () => {
    expect(await seedDemoShopSettings(t.database.db)).toBe(true);
    expect(await seedDemoShopSettings(t.database.db)).toBe(false);
    const { shopSettings } = (await get()).json<{ shopSettings: Record<string, unknown> }>();
    expect(shopSettings).toMatchObject({ ...DEMO_SHOP_SETTINGS, timeZone: 'America/New_York' });
    expect(shopSettings.openingHours).toEqual({
      days: [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: '09:00', close: '17:00' })),
      note: '',
    });
  });

  it('an elevated caller changes the given fields; the others stay; readers see it at once; an event is recorded', async () => {
    const before = await t.database.db.select().from(events);
    const res = await patch({
      timeZone: 'Europe/Paris',
      openingHours: {
        days: [
          { weekday: 6, open: '10:00', close: '16:00' },
          { weekday: 2, open: '11:00', close: '18:00' },
        ],
        note: 'Closed on public holidays',
      },
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json<{ shopSettings: Record<string, unknown> }>().shopSettings;
    expect(saved).toMatchObject({
      revision: 1,
      name: 'Atelier',
      contactEmail: 'hello@atelier.store',
      timeZone: 'Europe/Paris',
      openingHours: {
        days: [
          { weekday: 2, open: '11:00', close: '18:00' },
          { weekday: 6, open: '10:00', close: '16:00' },
        ],
        note: 'Closed on public holidays',
      },
    });
    expect((await get()).json()).toEqual({ shopSettings: saved });
    expect((await readShopSettings(t.database.db, t.app.ctx)).timeZone).toBe('Europe/Paris');
    const after = await t.database.db.select().from(events);
    const added = after.filter((e) => !before.some((b) => b.id === e.id));
    expect(added.map((e) => [e.type, e.entityId])).toEqual([['shop.settings.changed', 'shop']]);

    const renamed = await patch({ name: 'Atelier Studio', contactEmail: 'studio@atelier.store' });
    expect(renamed.json()).toMatchObject({
      shopSettings: {
        name: 'Atelier Studio',
        contactEmail: 'studio@atelier.store',
        timeZone: 'Europe/Paris',
      },
    });
  });

  it('refuse an unknown time zone and impossible hours, field by field', async () => {
    const zone = await patch({ timeZone: 'Mars/Olympus_Mons' });
    expect(zone.statusCode).toBe(400);
    expect(violations(zone)).toEqual(['shopSettings.timeZone VALIDATION']);

    const hours = await patch({
      openingHours: {
        days: [
          { weekday: 1, open: '09:00', close: '08:00' },
          { weekday: 1, open: '9am..', close: '17:00' },
        ],
        note: '',
      },
    });
    expect(hours.statusCode).toBe(400);
    expect(violations(hours).sort()).toEqual([
      'shopSettings.openingHours.days[0].close VALIDATION',
      'shopSettings.openingHours.days[1].open FORMAT',
      'shopSettings.openingHours.days[1].weekday VALIDATION',
    ]);

    const shape = await patch({
      openingHours: { days: [{ weekday: 8, open: '09:00', close: '17:00' }], note: '' },
    });
    expect(shape.statusCode).toBe(400);
    const unknown = await patch({ colour: 'red' });
    expect(unknown.statusCode).toBe(400);
    const badEmail = await patch({ contactEmail: 'not an address' });
    expect(badEmail.statusCode).toBe(400);
    expect((await get()).json()).toMatchObject({ shopSettings: { timeZone: 'Europe/Paris' } });
  });

  it('refuse a change from every caller but an elevated one', async () => {
    expect((await patch({ name: 'X' }, {})).statusCode).toBe(401);
    expect((await patch({ name: 'X' }, headers(visitor))).statusCode).toBe(403);
    expect((await patch({ name: 'X' }, headers(member))).statusCode).toBe(403);
    expect((await get()).json()).toMatchObject({ shopSettings: { name: 'Atelier Studio' } });
  });

  it('refuse a save on settings saved since the revision shown (If-Match), saying who changed which fields and when', async () => {
    const owner = bearer((await setUpOwner(t.app)).session.accessToken);
    const shown = (await get()).json().shopSettings.revision as number;
    const first = await patch({ name: 'Owner Shop' }, owner, shown);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().shopSettings.revision).toBe(shown + 1);
    expect((await patch({ contactEmail: 'desk@atelier.store' }, asAdmin, `"${shown + 1}"`)).statusCode).toBe(
      200,
    );

    // A page opened before both saves: refused, with both saves in order, and nothing of it written.
    const stale = await patch({ name: 'Late Shop', stockHoldMinutes: 5 }, owner, `"${shown}"`);
    expect(stale.statusCode).toBe(409);
    expect(appCode(stale)).toBe('SETTINGS_CHANGED');
    const data = stale.json().details.applicationError.data;
    expect(data).toEqual({
      revision: shown + 2,
      changes: [
        {
          actorName: 'Olive Owner',
          actorEmail: OWNER_EMAIL,
          createdDate: expect.any(String),
          fields: ['name'],
        },
        { actorName: 'Operator key', createdDate: expect.any(String), fields: ['contactEmail'] },
      ],
    });
    expect(stale.json().message).toBe(
      `Operator key changed the shop settings at ${data.changes[1].createdDate}`,
    );
    expect((await get()).json().shopSettings).toMatchObject({
      name: 'Owner Shop',
      contactEmail: 'desk@atelier.store',
      stockHoldMinutes: 0,
      revision: shown + 2,
    });
    // A revision that is no number never matches; without If-Match nothing is checked, as before.
    expect((await patch({ name: 'X' }, owner, 'W/"abc"')).statusCode).toBe(409);
    const unchecked = await patch({ name: 'Atelier Studio' }, owner);
    expect(unchecked.statusCode).toBe(200);
    expect(unchecked.json().shopSettings.revision).toBe(shown + 3);
  });

  it.runIf(process.env.DATABASE_URL)(
    'let one of two saves of the same revision through, at once',
    async () => {
      const shown = (await get()).json().shopSettings.revision as number;
      const answers = await Promise.all([
        patch({ contactEmail: 'one@atelier.store' }, asAdmin, shown),
        patch({ contactEmail: 'two@atelier.store' }, asAdmin, shown),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect((await get()).json().shopSettings.revision).toBe(shown + 1);
    },
  );
});
