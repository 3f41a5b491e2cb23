import type { PasskeyAnswer, PasskeyOptions } from '@/lib/shop/staff-types';
import { startAuthentication, startRegistration } from '@simplewebauthn/browser';

/** The browser's side of a passkey ceremony; undefined when the person cancelled or it timed out. */

type CreationJSON = Parameters<typeof startRegistration>[0]['optionsJSON'];
type RequestJSON = Parameters<typeof startAuthentication>[0]['optionsJSON'];

export const passkeysSupported = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

export async function createPasskey(options: PasskeyOptions): Promise<PasskeyAnswer | undefined> {
  try {
    return await startRegistration({ optionsJSON: options as unknown as CreationJSON });
  } catch {
    return undefined;
  }
}

export async function getPasskey(options: PasskeyOptions): Promise<PasskeyAnswer | undefined> {
  try {
    return await startAuthentication({ optionsJSON: options as unknown as RequestJSON });
  } catch {
    return undefined;
  }
}
