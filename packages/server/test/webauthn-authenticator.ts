import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A software WebAuthn authenticator for tests: an ES256 key pair per credential, real authenticatorData,
 * clientDataJSON and 'none' attestation in CBOR, so the server's verification runs on genuine answers.
 */

type Cbor = number | string | Uint8Array | Cbor[] | Map<Cbor, Cbor> | { [key: string]: Cbor };

function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 0x100) return Buffer.from([(major << 5) | 24, n]);
  if (n < 0x10000) return Buffer.from([(major << 5) | 25, n >> 8, n & 0xff]);
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(n, 1);
  return b;
}

/** The CBOR of RFC 8949 for what attestation objects and COSE keys hold. */
export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array | string) => Buffer.from(data).toString('base64url');

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

export interface SoftCredential {
  id: Buffer;
  privateKey: KeyObject;
  cose: Buffer;
  rpId: string;
  userHandle: Buffer;
  counter: number;
}

export interface Ceremony {
  origin?: string;
  rpId?: string;
  type?: string;
  userVerified?: boolean;
  /** Sign with this counter instead of the next one. */
  counter?: number;
}

function clientData(type: string, challenge: string, origin: string) {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), 'utf8');
}

function flags(userVerified: boolean, attested: boolean) {
  return FLAG_UP | (userVerified ? FLAG_UV : 0) | (attested ? FLAG_AT : 0);
}

function counterBytes(n: number) {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n, 0);
  return b;
}

export class SoftAuthenticator {
  readonly credentials: SoftCredential[] = [];
  constructor(readonly origin: string) {}

  /** Answers creation options (as @simplewebauthn/server made them) like `navigator.credentials.create`. */
  create(options: { challenge: string; rp: { id?: string }; user: { id: string } }, ceremony: Ceremony = {}) {
    const rpId = ceremony.rpId ?? options.rp.id ?? new URL(this.origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = cbor(
      new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const id = randomBytes(32);
    const credential: SoftCredential = {
      id,
      privateKey,
      cose,
      rpId,
      userHandle: Buffer.from(options.user.id, 'base64url'),
      counter: 0,
    };
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length, 0);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([flags(ceremony.userVerified ?? true, true)]),
      counterBytes(0),
      Buffer.alloc(16),
      idLength,
      id,
      cose,
    ]);
    this.credentials.push(credential);
    const client = clientData(
      ceremony.type ?? 'webauthn.create',
      options.challenge,
      ceremony.origin ?? this.origin,
    );
    return {
      credential,
      response: {
        id: b64url(id),
        rawId: b64url(id),
        type: 'public-key' as const,
        clientExtensionResults: {},
        authenticatorAttachment: 'platform' as const,
        response: {
          clientDataJSON: b64url(client),
          attestationObject: b64url(cbor({ fmt: 'none', attStmt: {}, authData })),
          transports: ['internal'],
        },
      },
    };
  }

  /** Answers request options with `credential` like `navigator.credentials.get`; the counter moves on by one. */
  get(options: { challenge: string }, credential: SoftCredential, ceremony: Ceremony = {}) {
    const counter = ceremony.counter ?? credential.counter + 1;
    credential.counter = Math.max(credential.counter, counter);
    const authData = Buffer.concat([
      sha256(ceremony.rpId ?? credential.rpId),
      Buffer.from([flags(ceremony.userVerified ?? true, false)]),
      counterBytes(counter),
    ]);
    const client = clientData(
      ceremony.type ?? 'webauthn.get',
      options.challenge,
      ceremony.origin ?? this.origin,
    );
    const signature = sign('sha256', Buffer.concat([authData, sha256(client)]), credential.privateKey);
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key' as const,
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
      response: {
        clientDataJSON: b64url(client),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: b64url(credential.userHandle),
      },
    };
  }
}
