import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import type { components } from '@propre/openapi/types';

type Schemas = components['schemas'];
export type RegistrationOptions = Schemas['PasskeyRegistrationOptions'];
export type RequestOptions = Schemas['PasskeyRequestOptions'];
export type RegistrationCredential = Schemas['PasskeyRegistrationCredential'];
export type AuthenticationCredential = Schemas['PasskeyAuthenticationCredential'];

/**
 * A stand-in for a device: a WebAuthn authenticator (and the browser around it) in software.
 * It holds one ES256 (P-256) credential and answers `navigator.credentials.create()` with a
 * `none` attestation and `navigator.credentials.get()` with a real ECDSA signature, byte for
 * byte as the WebAuthn specification lays them out, so the server's verification runs exactly
 * as it does for a phone or a security key.
 */
export class SoftwareAuthenticator {
  readonly credentialId: Buffer = randomBytes(32);
  readonly #privateKey: KeyObject;
  readonly #publicKey: KeyObject;
  /** The signature counter, increased by each assertion; set it to play a cloned device. */
  signCount = 0;
  /** The user handle the relying party gave at registration, returned with each assertion. */
  userHandle: string | undefined;
  /** Flags beyond UP and UV: backup eligible (BE) and backed up (BS), as a synced passkey reports. */
  readonly #synced: boolean;

  constructor(options: { synced?: boolean } = {}) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.#privateKey = privateKey;
    this.#publicKey = publicKey;
    this.#synced = options.synced ?? true;
  }

  get id(): string {
    return this.credentialId.toString('base64url');
  }

  /** What `navigator.credentials.create({ publicKey: options })` on `origin` answers, as `toJSON()` writes it. */
  createCredential(
    options: RegistrationOptions,
    origin: string,
    tweaks: { ignoreExcludeList?: boolean; userVerified?: boolean } = {},
  ): RegistrationCredential {
    if (!tweaks.ignoreExcludeList && options.excludeCredentials?.some((c) => c.id === this.id)) {
      // A real authenticator refuses too (InvalidStateError): it already holds a credential for this account.
      throw new Error('InvalidStateError: the authenticator already holds an excluded credential');
    }
    if (!options.pubKeyCredParams.some((p) => p.alg === -7)) throw new Error('NotSupportedError: ES256 not offered');
    const rpId = options.rp.id;
    if (!rpId) throw new Error('SecurityError: no rp.id');
    this.userHandle = options.user.id;
    const clientDataJSON = clientData('webauthn.create', options.challenge, origin);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([this.#flags(tweaks.userVerified ?? true) | flagAttestedData]),
      uint32(this.signCount),
      Buffer.alloc(16), // AAGUID: all zeros, as authenticators that do not say what they are send
      uint16(this.credentialId.length),
      this.credentialId,
      this.#coseKey(),
    ]);
    const attestationObject = cbor(
      new Map<CborValue, CborValue>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: { credProps: { rk: true } },
      response: {
        clientDataJSON: clientDataJSON.toString('base64url'),
        attestationObject: attestationObject.toString('base64url'),
        authenticatorData: authData.toString('base64url'),
        transports: ['hybrid', 'internal'],
        publicKeyAlgorithm: -7,
        publicKey: this.#publicKey.export({ format: 'der', type: 'spki' }).toString('base64url'),
      },
    };
  }

  /** What `navigator.credentials.get({ publicKey: options })` on `origin` answers, as `toJSON()` writes it. */
  getAssertion(options: RequestOptions, origin: string, tweaks: { userVerified?: boolean } = {}): AuthenticationCredential {
    const rpId = options.rpId;
    if (!rpId) throw new Error('SecurityError: no rpId');
    const allowed = options.allowCredentials ?? [];
    if (allowed.length > 0 && !allowed.some((c) => c.id === this.id)) throw new Error('NotAllowedError: no such credential');
    this.signCount += 1;
    const clientDataJSON = clientData('webauthn.get', options.challenge, origin);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([this.#flags(tweaks.userVerified ?? true)]),
      uint32(this.signCount),
    ]);
    // WebAuthn §6.3.3: the signature covers authenticatorData || SHA-256(clientDataJSON), ECDSA as DER.
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), {
      key: this.#privateKey,
      dsaEncoding: 'der',
    });
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: clientDataJSON.toString('base64url'),
        authenticatorData: authData.toString('base64url'),
        signature: signature.toString('base64url'),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
    };
  }

  #flags(userVerified: boolean): number {
    return flagUserPresent | (userVerified ? flagUserVerified : 0) | (this.#synced ? flagBackupEligible | flagBackedUp : 0);
  }

  /** The public key as a COSE_Key: EC2, ES256, P-256, x and y. */
  #coseKey(): Buffer {
    const jwk = this.#publicKey.export({ format: 'jwk' });
    if (!jwk.x || !jwk.y) throw new Error('EC public key without coordinates');
    return cbor(
      new Map<CborValue, CborValue>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x, 'base64url')],
        [-3, Buffer.from(jwk.y, 'base64url')],
      ]),
    );
  }
}

const flagUserPresent = 0x01;
const flagUserVerified = 0x04;
const flagBackupEligible = 0x08;
const flagBackedUp = 0x10;
const flagAttestedData = 0x40;

function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), 'utf8');
}

function sha256(data: string | Buffer): Buffer {
  return createHash('sha256').update(data).digest();
}

function uint32(value: number): Buffer {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(value);
  return out;
}

function uint16(value: number): Buffer {
  const out = Buffer.alloc(2);
  out.writeUInt16BE(value);
  return out;
}

export type CborValue = number | string | Buffer | Map<CborValue, CborValue>;

/**
 * The little of CBOR (RFC 8949) WebAuthn needs: integers, byte strings, text strings and maps,
 * each head in its shortest form, map entries in the order given (the caller gives them in
 * CTAP2 canonical order).
 */
export function cbor(value: CborValue): Buffer {
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new Error(`CBOR: ${value} is not an integer`);
    return value >= 0 ? head(0, value) : head(1, -1 - value);
  }
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  const parts = [head(5, value.size)];
  for (const [key, item] of value) parts.push(cbor(key), cbor(item));
  return Buffer.concat(parts);
}

function head(major: number, length: number): Buffer {
  const type = major << 5;
  if (length < 24) return Buffer.from([type | length]);
  if (length < 0x100) return Buffer.from([type | 24, length]);
  if (length < 0x10000) return Buffer.concat([Buffer.from([type | 25]), uint16(length)]);
  if (length < 0x100000000) return Buffer.concat([Buffer.from([type | 26]), uint32(length)]);
  throw new Error('CBOR: lengths past 32 bits are not needed here');
}
