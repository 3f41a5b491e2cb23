import { failingCommit } from './audit-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keptShipping } from '../src/modules/shipping/kept-options';
import { keptPricingSettings } from '../src/modules/pricing/kept-settings';
import { asAdmin, startTestApp, type TestApp } from './helpers';
import { createProduct } from './catalog-helpers';
import { setUpOwner } from './staff-helpers';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * What the entries of shipping, pricing, media, digital files and member sign-on hold: the changed fields
 * only, never a file's bytes or a token; and a write failing at commit leaves neither its entry nor a
 * kept copy of what it did not commit.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await setUpOwner(t.app);
});
afterAll(() => t.close());

const call = async (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
  const res = await t.app.inject({ method, url, headers: asAdmin, ...(payload ? { payload } : {}) });
  return res;
};
const ok = async (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
  const res = await call(method, url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const entriesFor = async (entityId: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/audit-log/query',
    headers: asAdmin,
    payload: { query: { filter: { 'entity.id': entityId } } },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().entries as any[];
};

describe('audit entries: shipping', () => {
  it('records a rate made, changed (the changed fields) and deleted', async () => {
    const { region } = await ok('POST', '/v1/shipping-regions', {
      region: { name: 'Audited region', destinations: [{ country: 'US' }] },
    });
    const { rate } = await ok('POST', '/v1/shipping-rates', {
      rate: { regionId: region.id, title: 'Audited flat', kind: 'FLAT', price: '5' },
    });
    await ok('PATCH', `/v1/shipping-rates/${rate.id}`, { rate: { price: '7' } });
    await ok('DELETE', `/v1/shipping-rates/${rate.id}`);
    const [deleted, updated, created] = await entriesFor(rate.id);
    expect(created).toMatchObject({
      action: 'shippingRate.created',
      entity: { type: 'shippingRate', id: rate.id },
      after: { title: 'Audited flat', regionId: region.id },
    });
    expect(updated.action).toBe('shippingRate.updated');
    expect(Object.keys(updated.after)).toEqual(['price']);
    expect(updated.before.price).not.toEqual(updated.after.price);
    expect(deleted).toMatchObject({ action: 'shippingRate.deleted', before: { title: 'Audited flat' } });
    expect(deleted.after).toBeUndefined();
    expect((await entriesFor(region.id)).map((e) => e.action)).toEqual(['shippingRegion.created']);
  });

  it('answers 404 for an unknown location with no entry', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect(
      (await call('PATCH', `/v1/pickup-locations/${id}`, { pickupLocation: { price: '1' } })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/v1/shipping-regions/${id}`)).statusCode).toBe(404);
    expect(await entriesFor(id)).toEqual([]);
  });

  it('keeps neither the entry nor the kept options of a change failing at commit', async () => {
    const { region } = await ok('POST', '/v1/shipping-regions', {
      region: { name: 'Doomed region', destinations: [{ country: 'US' }] },
    });
    const { rate } = await ok('POST', '/v1/shipping-rates', {
      rate: { regionId: region.id, title: 'Doomed flat', kind: 'FLAT', price: '5' },
    });
    const priceKept = async () =>
      (await keptShipping.get(t.app.ctx.db)).rates.find((r) => r.id === rate.id)?.price;
    const five = await priceKept();
    expect(five).toBeDefined();
    const drop = await failingCommit(t.app.ctx.db, 'shipping_rates', rate.id);
    try {
      expect(
        (await call('PATCH', `/v1/shipping-rates/${rate.id}`, { rate: { price: '9' } })).statusCode,
      ).toBe(500);
    } finally {
      await drop();
    }
    expect(await priceKept()).toEqual(five);
    expect((await entriesFor(rate.id)).map((e) => e.action)).toEqual(['shippingRate.created']);
    await ok('PATCH', `/v1/shipping-rates/${rate.id}`, { rate: { price: '8' } });
    expect(Number(await priceKept())).toBe((Number(five) * 8) / 5);
  });
});

describe('audit entries: pricing', () => {
  it('records tax settings and a tax rate with their changed fields; a refused write leaves none', async () => {
    await ok('PATCH', '/v1/tax-settings', { taxSettings: { taxShipping: false } });
    await ok('PATCH', '/v1/tax-settings', { taxSettings: { taxShipping: true } });
    const [settings] = await entriesFor('taxSettings');
    expect(settings).toMatchObject({
      action: 'taxSettings.updated',
      entity: { type: 'taxSettings', id: 'taxSettings' },
      before: { taxShipping: false },
      after: { taxShipping: true },
    });
    expect(Object.keys(settings.after)).toEqual(['taxShipping']);
    expect((await keptPricingSettings.get(t.app.ctx.db)).taxSettings.taxShipping).toBe(true);

    const { taxRate } = await ok('POST', '/v1/tax-rates', {
      taxRate: { country: 'US', subdivision: 'US-VT', rate: '0.06' },
    });
    const twin = await call('POST', '/v1/tax-rates', {
      taxRate: { country: 'US', subdivision: 'US-VT', rate: '0.07' },
    });
    expect(twin.statusCode).toBe(409);
    await ok('PATCH', `/v1/tax-rates/${taxRate.id}`, { taxRate: { rate: '0.065' } });
    const [updated, created] = await entriesFor(taxRate.id);
    expect(created).toMatchObject({ action: 'taxRate.created', after: { country: 'US', rate: '0.06' } });
    expect(updated).toMatchObject({
      action: 'taxRate.updated',
      before: { rate: '0.06' },
      after: { rate: '0.065' },
    });
    const rates = (await keptPricingSettings.get(t.app.ctx.db)).taxRates;
    expect(rates.find((r) => r.id === taxRate.id)?.rate).toBe('0.065');
  });

  it('records a discount rule switched off, then deleted', async () => {
    const { discountRule } = await ok('POST', '/v1/discount-rules', {
      discountRule: { name: 'Audited rule', type: 'PERCENT', percentage: '5' },
    });
    await ok('PATCH', `/v1/discount-rules/${discountRule.id}`, { discountRule: { active: false } });
    await ok('DELETE', `/v1/discount-rules/${discountRule.id}`);
    const [deleted, updated, created] = await entriesFor(discountRule.id);
    expect(created).toMatchObject({ action: 'discountRule.created', after: { name: 'Audited rule' } });
    expect(updated).toMatchObject({
      action: 'discountRule.updated',
      before: { active: true },
      after: { active: false },
    });
    expect(deleted).toMatchObject({ action: 'discountRule.deleted', before: { name: 'Audited rule' } });
  });
});

describe('audit entries: files', () => {
  const pdf = (text: string) => ({
    fileName: 'guide.pdf',
    mimeType: 'application/pdf',
    data: Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`).toString('base64'),
  });

  it('records a digital file uploaded, replaced and deleted by its metadata, never its bytes', async () => {
    const product = await createProduct(t.app, {
      name: 'Audited guide',
      productType: 'digital',
      priceData: { price: '4.00' },
    });
    const url = `/v1/products/${product.id}/digital-file`;
    const first = await ok('POST', url, pdf('first edition'));
    const second = await ok('POST', url, pdf('second edition'));
    await ok('DELETE', url);
    const entries = (await entriesFor(product.id)).filter((e) => e.action.startsWith('product.digital_file'));
    const [deleted, replaced, uploaded] = entries;
    expect(uploaded).toMatchObject({
      action: 'product.digital_file_uploaded',
      after: { fileName: 'guide.pdf', size: first.file.size, sha256: first.file.sha256 },
    });
    expect(uploaded.before).toBeUndefined();
    expect(replaced.before.sha256).toBe(first.file.sha256);
    expect(replaced.after.sha256).toBe(second.file.sha256);
    expect(deleted).toMatchObject({ action: 'product.digital_file_deleted', before: { id: second.file.id } });
    const text = JSON.stringify(entries);
    expect(text).not.toContain(pdf('first edition').data);
    expect(text).not.toContain('"data"');
  });

  it('records an uploaded media file by its name, type and size, not its bytes', async () => {
    const data = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"></svg>').toString(
      'base64',
    );
    const { file } = await ok('POST', '/v1/media/files', {
      fileName: 'dot.svg',
      mimeType: 'image/svg+xml',
      data,
    });
    const [entry] = await entriesFor(file.id);
    expect(entry).toMatchObject({
      action: 'mediaFile.uploaded',
      entity: { type: 'mediaFile', id: file.id },
      after: { originalName: 'dot.svg', mimeType: 'image/svg+xml', width: 4, height: 3 },
    });
    expect(JSON.stringify(entry)).not.toContain(data);
  });

  it('records the products added to and removed from a collection', async () => {
    const { collection } = await ok('POST', '/v1/collections', { collection: { name: 'Audited shelf' } });
    const product = await createProduct(t.app, { name: 'Shelved vase', priceData: { price: '9.00' } });
    await ok('POST', `/v1/collections/${collection.id}/productIds`, { productIds: [product.id, product.id] });
    await ok('POST', `/v1/collections/${collection.id}/productIds/delete`, { productIds: [product.id] });
    const [removed, added] = await entriesFor(collection.id);
    expect(added).toMatchObject({ action: 'collection.products_added', after: { productIds: [product.id] } });
    expect(removed).toMatchObject({
      action: 'collection.products_removed',
      before: { productIds: [product.id] },
    });
  });
});

describe('audit entries: members', () => {
  it('records a sign-on with what it stored, never the session token', async () => {
    const email = `audited-${Date.now()}@shop.example`;
    const first = await ok('POST', '/v2/sign-on', { loginId: { email } });
    const again = await ok('POST', '/v2/sign-on', { loginId: { email }, verifyEmail: true });
    const id = first.identity.id as string;
    const [verified, created] = await entriesFor(id);
    expect(created).toMatchObject({
      action: 'member.signed_on',
      entity: { type: 'member', id },
      actor: { kind: 'operator' },
      after: { email, created: true, emailVerified: false },
    });
    expect(verified.after).toEqual({ email, emailVerified: true });
    const text = JSON.stringify([created, verified]);
    expect(text).not.toContain(first.sessionToken);
    expect(text).not.toContain(again.sessionToken);
  });

  it('records an activation email sent, with the address and no token', async () => {
    const { member } = await ok('POST', '/v1/members', {
      member: { loginEmail: `activate-${Date.now()}@shop.example` },
    });
    await ok('POST', '/v1/activation-email', { identityId: member.id });
    const [sent] = await entriesFor(member.id);
    expect(sent).toMatchObject({
      action: 'member.activation_email_sent',
      after: { email: member.loginEmail },
    });
    expect(Object.keys(sent.after)).toEqual(['email']);
  });
});
