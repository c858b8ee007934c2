// One account's life through the typed client against the real API over HTTP: sign up without a
// role, choose one, edit the profile, upload a picture, delete the account. Every answer is
// checked against the contract; the expectTypeOf lines are checked by `tsc -p tests`.
import { crc32, deflateSync } from 'node:zlib';
import { signupBody, testPassword } from '@propre/api/test/factories';
import { type components, createPropreClient, ProblemError } from '@propre/sdk';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { useRunningApi } from './http.ts';

const api = useRunningApi();

type User = components['schemas']['User'];

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData) >>> 0);
  return Buffer.concat([length, typeAndData, crc]);
}

/** A valid RGB PNG of one colour, written by hand (sharp is a dependency of the API only). */
function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per sample, truecolour, deflate, no filter, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('an account, from sign-up to deletion, through the typed client', () => {
  it('signs up, chooses a role, edits the profile, uploads a picture and deletes itself', async () => {
    let token: string | null = null;
    const propre = createPropreClient({ baseUrl: api.baseUrl, auth: { getToken: () => token }, fetch: api.checkedFetch });

    // Sign up without a role.
    const body = signupBody({ role: undefined, name: 'Marie Tremblay' });
    const signedUp = await propre.POST('/api/auth/signup', { body });
    expectTypeOf(signedUp.data).toEqualTypeOf<components['schemas']['AuthSession']>();
    expect(signedUp.response.status).toBe(201);
    const session = signedUp.data;
    if (!session) throw new Error('a 201 answer carries the session');
    expect(session.user).toMatchObject({ username: body.username, role: null, profilePic: null, location: null });
    token = session.token;
    const id = session.user.id;

    // Choose a role, once.
    const selected = await propre.POST('/api/auth/select-role', { body: { role: 'cleaner' } });
    expectTypeOf(selected.data).toEqualTypeOf<components['schemas']['SelectRoleResult']>();
    expect(selected.data?.redirectTo).toBe('/onboarding');
    expect(selected.data?.user).toMatchObject({ id, role: 'cleaner' });
    // A cleaner is no longer `pending`, the only role this operation admits, so the role gate
    // answers 403 (the operation's description promises 409 `role_already_selected`).
    await expect(propre.POST('/api/auth/select-role', { body: { role: 'client' } })).rejects.toMatchObject({
      status: 403,
      code: 'forbidden',
    });

    // Edit the profile, then read it back.
    const patch = {
      name: 'Marie-Ève Tremblay',
      language: 'en',
      emailFrequency: 'daily',
      location: { city: 'Laval', province: 'QC' },
    } satisfies components['schemas']['UserPatch'];
    const patched = await propre.PATCH('/api/users/me', { body: patch });
    expectTypeOf(patched.data).toEqualTypeOf<User>();
    expect(patched.data).toMatchObject(patch);
    const me = await propre.GET('/api/users/me');
    expectTypeOf(me.data).toEqualTypeOf<User | null>();
    expect(me.data).toEqual(patched.data);
    expect(me.data).toMatchObject({ role: 'cleaner', email: body.email, createdAt: session.user.createdAt });

    // Upload a picture (the raw bytes, with their media type), then fetch it.
    const uploaded = await propre.PUT('/api/users/me/avatar', {
      body: solidPng(40, 30, [30, 120, 200]),
      headers: { 'content-type': 'image/png' },
    });
    expectTypeOf(uploaded.data).toEqualTypeOf<User>();
    expect(uploaded.data?.profilePic).toMatch(new RegExp(`^/api/users/${id}/avatar\\?v=[^&]+$`));
    expect((await propre.GET('/api/users/me')).data?.profilePic).toBe(uploaded.data?.profilePic);

    const picture = await propre.GET('/api/users/{userId}/avatar', { params: { path: { userId: id } }, parseAs: 'arrayBuffer' });
    expectTypeOf(picture.data).toEqualTypeOf<ArrayBuffer>();
    expect(picture.response.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(picture.data ?? new ArrayBuffer(0));
    expect([bytes.toString('latin1', 0, 4), bytes.toString('latin1', 8, 12)]).toEqual(['RIFF', 'WEBP']);

    // Delete the account: the typed confirmation word is checked first.
    const mistyped = await propre
      .DELETE('/api/users/me', { body: { currentPassword: testPassword, confirmation: 'EFFACER' } })
      .catch((error: unknown) => error);
    expect(mistyped).toBeInstanceOf(ProblemError);
    expect(mistyped).toMatchObject({ status: 422, code: 'confirmation_mismatch' });

    const deleted = await propre.DELETE('/api/users/me', { body: { currentPassword: testPassword, confirmation: 'SUPPRIMER' } });
    expect(deleted.response.status).toBe(204);
    expect(deleted.data).toBeUndefined();

    // Gone: the session, the picture and the credentials.
    expect((await propre.GET('/api/users/me')).data).toBeNull();
    await expect(
      propre.GET('/api/users/{userId}/avatar', { params: { path: { userId: id } }, parseAs: 'arrayBuffer' }),
    ).rejects.toMatchObject({ status: 404, code: 'not_found' });
    token = null;
    await expect(propre.POST('/api/auth/login', { body: { email: body.email, password: testPassword } })).rejects.toMatchObject({
      status: 401,
      code: 'invalid_credentials',
    });
  });
});
