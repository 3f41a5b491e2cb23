import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browsersClosedAfterAll, DESKTOP, MOBILE, screenshot, waitForHydration } from './support/browser';
import { merchantApi } from './support/merchant';
import { expectNoBlockingFindings, expectNoSidewaysScroll } from './support/shopping';
import { newStaffMember, signInStaff, staffUrl, type StaffPerson } from './support/staff';

// Webhooks and staff in the dashboard: at 1280 px an owner adds a webhook pointing at a small HTTP server of
// this journey's (it answers 500 to the first request, 200 after), sees its secret once, and a product made
// with the operator's key sends it an event: the log shows the failed attempt, its answer and how long it took
// (the server would retry it in 30 s); "Redeliver" sends it now instead (the endpoint receives it once, the row
// says delivered, its retries kept). The owner invites a person and sees the invitation pending. At 375 px both
// pages work.

const apiUrl = inject('apiUrl');
const base = staffUrl(inject('storefrontUrl'));
const merchant = merchantApi(apiUrl, inject('adminApiKey'));
const openBrowser = browsersClosedAfterAll();
const stamp = Date.now();

let owner: StaffPerson;
let endpoint: Server;
let endpointUrl: string;
const received: string[] = [];
let webhookPath = '';

beforeAll(async () => {
  owner = await newStaffMember(apiUrl, 'OWNER', 'Olga Owner');
  endpoint = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push(body);
      res.writeHead(received.length === 1 ? 500 : 200, { 'content-type': 'text/plain' });
      res.end(received.length === 1 ? 'not now' : 'ok');
    });
  });
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  endpointUrl = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/hook-${stamp}`;
});

afterAll(async () => {
  await new Promise((resolve) => endpoint.close(resolve));
});

const dialog = (page: Page) => page.getByRole('dialog');
const makeProduct = (name: string) =>
  merchant('/v1/products', { method: 'POST', body: { product: { name, priceData: { price: '9.00' } } } });

describe('webhooks and staff', () => {
  it('at 1280 px: an owner adds a webhook, sees a failed delivery, redelivers it now, invites a person', async () => {
    const page = await openBrowser(DESKTOP);
    await signInStaff(page, base, owner);

    await page.goto(`${base}/admin/webhooks`, { waitUntil: 'load' });
    await waitForHydration(page, 'main button');
    await page.getByRole('button', { name: 'New webhook' }).click();
    await dialog(page).getByLabel('Endpoint URL').fill(endpointUrl);
    await dialog(page).getByLabel('Description').fill(`Journey ${stamp}`);
    await dialog(page)
      .getByLabel(/\(catalog\.product\.created\)/)
      .check();
    await dialog(page).getByRole('button', { name: 'Save', exact: true }).click();
    await dialog(page).waitFor({ state: 'detached' });

    // The secret, once, with the sentence that says so.
    const secret = page.getByTestId('webhook-secret');
    await expect.poll(() => secret.innerText()).toMatch(/\S{16,}/);
    await expect.poll(() => page.locator('main').innerText()).toContain('it will not be shown again');
    await expectNoBlockingFindings(page, 'the webhooks page with a new secret');
    await screenshot(page, 'admin-webhooks-desktop');
    await page.getByRole('link', { name: 'Open the new webhook’s delivery log' }).click();
    await page.waitForURL(/\/admin\/webhooks\/[0-9a-f-]{36}$/);
    webhookPath = new URL(page.url()).pathname;
    expect(await page.getByTestId('webhook-secret').count()).toBe(0);

    // The product's event: the endpoint answers 500; the log says so, with the attempt's duration.
    await makeProduct(`Hook Vase ${stamp}`);
    await expect.poll(() => received.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    const row = page.locator('main tbody tr').first();
    await expect
      .poll(
        async () => {
          await page.reload({ waitUntil: 'load' });
          return row.innerText();
        },
        { timeout: 15_000 },
      )
      .toMatch(/Retrying[\s\S]*HTTP 500\s+took \d+(\.\d)? m?s\s+1 of 10/);

    // Redeliver sends the waiting retry now, once: delivered on the second attempt, the retries left kept.
    await waitForHydration(page, 'main button');
    await row.getByRole('button', { name: /^Redeliver/ }).click();
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(2);
    await expect
      .poll(() => row.innerText(), { timeout: 15_000 })
      .toMatch(/Delivered[\s\S]*HTTP 200\s+took \d+(\.\d)? m?s\s+2 of 10/);
    expect(received).toHaveLength(2);
    await expectNoBlockingFindings(page, 'the webhook delivery log');
    await screenshot(page, 'admin-webhook-log-desktop');

    // Invite a person: the invitation waits in the list.
    const invitee = `invitee-${stamp}@atelier.test`;
    await page.goto(`${base}/admin/staff`, { waitUntil: 'load' });
    await waitForHydration(page, 'main button');
    expect(await page.locator('main').innerText()).toContain('Olga Owner (you)');
    await page.getByRole('button', { name: 'Invite someone' }).click();
    await dialog(page).getByLabel('Email').fill(invitee);
    await dialog(page).getByLabel('Role').selectOption('CATALOG');
    await dialog(page).getByRole('button', { name: 'Save', exact: true }).click();
    await dialog(page).waitFor({ state: 'detached' });
    const invitations = page.getByRole('region', { name: 'Pending invitations' });
    await expect.poll(() => invitations.innerText()).toMatch(new RegExp(`${invitee}[\\s\\S]*Catalog`));
    await expectNoBlockingFindings(page, 'the staff page');
    await screenshot(page, 'admin-staff-desktop');
  });

  it('at 375 px: the staff page and the webhook page fit the phone', async () => {
    expect(webhookPath).not.toBe('');
    const page = await openBrowser(MOBILE);
    await signInStaff(page, base, owner);
    for (const [path, name] of [
      ['/admin/staff', 'admin-staff-mobile'],
      [webhookPath, 'admin-webhook-log-mobile'],
      ['/admin/webhooks', 'admin-webhooks-mobile'],
    ] as const) {
      await page.goto(`${base}${path}`, { waitUntil: 'load' });
      await waitForHydration(page, 'main button');
      await expectNoSidewaysScroll(page, path);
      await expectNoBlockingFindings(page, `${path} at 375 px`);
      await screenshot(page, name);
    }
  });
});
