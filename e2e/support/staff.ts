import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, CDPSession, Page, Response } from 'playwright-core';
import { expect, inject } from 'vitest';
import { waitForHydration } from './browser';
import { ARTIFACTS_DIR } from './paths';

/** The shop's first owner, as journeys make it: through the setup code the server printed at start. */
export const OWNER = {
  email: 'owner@atelier.test',
  password: 'an owner password for journeys',
  name: 'Olive Owner',
};

/** The staff pages at `localhost` (a WebAuthn relying party is a domain, not 127.0.0.1). */
export const staffUrl = (storefrontUrl: string) => storefrontUrl.replace('127.0.0.1', 'localhost');

export function printedSetupCode(): string | undefined {
  const log = path.join(ARTIFACTS_DIR, 'logs', 'server.log');
  const text = fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : '';
  return [...text.matchAll(/^setup code: (\S+)$/gm)].at(-1)?.[1];
}

/**
 * Makes the owner unless it exists: POST /v1/staff/setup with the printed code, or, once an owner exists,
 * the journeys' owner signs in with its password (its first journey made it).
 */
export async function ensureOwner(apiUrl: string): Promise<void> {
  const needed = (await (await fetch(`${apiUrl}/v1/staff/setup`)).json()) as { needed: boolean };
  if (!needed.needed) return;
  const setupCode = printedSetupCode();
  if (!setupCode) throw new Error('the server printed no setup code (see e2e/artifacts/logs/server.log)');
  const res = await fetch(`${apiUrl}/v1/staff/setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ setupCode, ...OWNER }),
  });
  if (res.status !== 200) throw new Error(`staff setup answered ${res.status}: ${await res.text()}`);
}

/**
 * Chromium's virtual authenticator on `page` (CDP WebAuthn): a platform authenticator (internal transport)
 * with resident keys and user verification that always verifies, as a laptop's fingerprint reader would.
 */
export async function addVirtualAuthenticator(
  context: BrowserContext,
  page: Page,
): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

export interface StaffPerson {
  email: string;
  name: string;
  password: string;
}

/**
 * A staff member of its own for a journey, with `role`: invited with the operator's key, the invitation's token
 * read from the mail outbox through the API, accepted through the API. Journeys that sign in as such a person
 * never meet what another journey did to the shared owner (a passkey, an app, failed sign-ins). The shared owner
 * is made first when missing: once any owner exists the shop asks for no setup, and the journeys that sign in
 * as the shared owner need it.
 */
export async function newStaffMember(
  apiUrl: string,
  role: 'OWNER' | 'MANAGER' | 'FULFILMENT' | 'CATALOG' | 'READ_ONLY',
  name = `${role.charAt(0)}${role.slice(1).toLowerCase()} person`,
): Promise<StaffPerson> {
  await ensureOwner(apiUrl);
  const operator = { 'content-type': 'application/json', authorization: inject('adminApiKey') };
  const person = {
    email: `staff-${role.toLowerCase()}-${Date.now()}-${randomInt(1e6)}@atelier.test`,
    name,
    password: `a ${role.toLowerCase()} password for journeys`,
  };
  const invited = await fetch(`${apiUrl}/v1/staff/invitations`, {
    method: 'POST',
    headers: operator,
    body: JSON.stringify({ email: person.email, role }),
  });
  if (invited.status !== 200)
    throw new Error(`the invitation answered ${invited.status}: ${await invited.text()}`);
  const outbox = await fetch(`${apiUrl}/v1/dev/outbox?to=${encodeURIComponent(person.email)}`, {
    headers: operator,
  });
  const { messages } = (await outbox.json()) as { messages: { text: string }[] };
  const token = messages
    .map((mail) => /\/admin\/invitation\?token=([\w%-]+)/.exec(mail.text)?.[1])
    .find((found) => found !== undefined);
  if (!token) throw new Error(`no invitation mail to ${person.email}`);
  const accepted = await fetch(`${apiUrl}/v1/staff/invitations/accept`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: decodeURIComponent(token), name: person.name, password: person.password }),
  });
  if (accepted.status !== 200)
    throw new Error(`accepting answered ${accepted.status}: ${await accepted.text()}`);
  return person;
}

/** Signs `person` in on /admin/login (password only: a person made by newStaffMember has no second factor). */
export async function signInStaff(page: Page, base: string, person: StaffPerson): Promise<void> {
  await page.goto(`${base}/admin/login`, { waitUntil: 'load' });
  await waitForHydration(page, 'form button[type="submit"]');
  await page.getByRole('textbox', { name: 'Email' }).fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(`${base}/admin`);
}

/** Opens `pathname` of the staff pages and expects an answer below 400. */
export async function openStaffPage(page: Page, base: string, pathname: string): Promise<Response> {
  const response = await page.goto(`${base}${pathname}`, { waitUntil: 'load' });
  expect(response?.status(), pathname).toBeLessThan(400);
  return response!;
}
