/** WebAuthn JSON as the staff pages pass it between @simplewebauthn/browser and the server. */
export type { PasskeyAnswer, PasskeyOptions } from '@atelier/sdk';
