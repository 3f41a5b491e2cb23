import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
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
