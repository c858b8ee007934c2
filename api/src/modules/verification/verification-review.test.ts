import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { type AuthSession, bearer, createAdmin, signUp } from '../../../test/factories.ts';
import { jpegFile, pdfFile, uploadDocument } from './verification.fixtures.ts';

const t = useTestApp();

type Session = AuthSession & { password: string };

async function upload(cleaner: Session, type: string): Promise<{ id: string }> {
  const res = await uploadDocument(t, cleaner, pdfFile(type), { type, fileName: `${type}.pdf` });
  expect(res.statusCode).toBe(201);
  return res.json();
}

function decide(admin: Session, documentId: string, body: Record<string, unknown>, language?: 'en') {
  return t.request({
    method: 'POST',
    url: `/api/admin/verification/documents/${documentId}/decision`,
    headers: { ...bearer(admin), ...(language ? { 'accept-language': language } : {}) },
    payload: body,
  });
}

async function myStatus(cleaner: Session): Promise<string> {
  const res = await t.request({ method: 'GET', url: '/api/cleaners/me/documents', headers: bearer(cleaner) });
  return res.json().verificationStatus;
}

describe('admin review of verification documents', () => {
  it('lists documents newest first with their cleaner, filtered by status and type, page by page', async () => {
    const admin = await createAdmin(t);
    const first = await signUp(t, { role: 'cleaner', name: 'Josée Gagnon' });
    const second = await signUp(t, { role: 'cleaner', name: 'Luc Bouchard' });
    const idOfFirst = await upload(first, 'id');
    const insurance = await upload(second, 'insurance');
    const idOfSecond = await upload(second, 'id');
    const decided = await upload(first, 'background_check');
    expect((await decide(admin, decided.id, { decision: 'approved' })).statusCode).toBe(200);

    const pending = await t.request({
      method: 'GET',
      url: '/api/admin/verification/documents?status=pending',
      headers: bearer(admin),
    });
    expect(pending.statusCode).toBe(200);
    expect(pending.headers['cache-control']).toBe('no-store');
    expect(pending.json().items.map((d: { id: string }) => d.id)).toEqual([idOfSecond.id, insurance.id, idOfFirst.id]);
    expect(pending.json().nextCursor).toBeNull();
    expect(pending.json().items[0]).toMatchObject({
      type: 'id',
      status: 'pending',
      fileName: 'id.pdf',
      decidedBy: null,
      cleaner: { id: second.user.id, name: 'Luc Bouchard', email: second.user.email },
    });
    expect(pending.json().items[0]).not.toHaveProperty('storageKey');

    const ids = await t.request({
      method: 'GET',
      url: '/api/admin/verification/documents?status=pending&type=id',
      headers: bearer(admin),
    });
    expect(ids.json().items.map((d: { id: string }) => d.id)).toEqual([idOfSecond.id, idOfFirst.id]);
    const approved = await t.request({
      method: 'GET',
      url: '/api/admin/verification/documents?status=approved',
      headers: bearer(admin),
    });
    expect(approved.json().items).toHaveLength(1);
    expect(approved.json().items[0]).toMatchObject({ id: decided.id, status: 'approved', decidedBy: admin.user.id });

    const all = await t.request({ method: 'GET', url: '/api/admin/verification/documents?limit=100', headers: bearer(admin) });
    const everyId = all.json().items.map((d: { id: string }) => d.id);
    expect(everyId).toEqual([decided.id, idOfSecond.id, insurance.id, idOfFirst.id]);
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await t.request({
        method: 'GET',
        url: `/api/admin/verification/documents?limit=3${cursor ? `&cursor=${cursor}` : ''}`,
        headers: bearer(admin),
      });
      const page: { items: Array<{ id: string }>; nextCursor: string | null } = res.json();
      expect(page.items.length).toBeLessThanOrEqual(3);
      paged.push(...page.items.map((d) => d.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged).toEqual(everyId);

    const badQuery = await t.request({
      method: 'GET',
      url: '/api/admin/verification/documents?status=done&limit=500',
      headers: bearer(admin),
    });
    expect(badQuery.statusCode).toBe(400);
  });

  it('shows one document to an admin, 404 for an unknown id', async () => {
    const admin = await createAdmin(t);
    const cleaner = await signUp(t, { role: 'cleaner' });
    const document = await upload(cleaner, 'certification');
    const res = await t.request({
      method: 'GET',
      url: `/api/admin/verification/documents/${document.id}`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: document.id, type: 'certification', cleaner: { id: cleaner.user.id } });
    const missing = await t.request({
      method: 'GET',
      url: '/api/admin/verification/documents/vdoc_00000000000000000000000000',
      headers: bearer(admin),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('document_not_found');
  });

  it('derives the cleaner’s status through rejections and approvals of id and background check', async () => {
    const admin = await createAdmin(t);
    const cleaner = await signUp(t, { role: 'cleaner' });
    expect(await myStatus(cleaner)).toBe('unverified');

    const firstId = await upload(cleaner, 'id');
    expect(await myStatus(cleaner)).toBe('pending');

    for (const body of [{ decision: 'rejected' }, { decision: 'rejected', reason: '  Flou.   ' }]) {
      const refused = await decide(admin, firstId.id, body, 'en');
      expect(refused.statusCode).toBe(422);
      expect(refused.json().code).toBe('rejection_reason_required');
      expect(refused.json().detail).toBe('Tell the cleaner why the document is rejected (10 to 500 characters).');
    }
    const tooLong = await decide(admin, firstId.id, { decision: 'rejected', reason: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().code).toBe('validation_failed');
    const unknownDecision = await decide(admin, firstId.id, { decision: 'maybe' });
    expect(unknownDecision.statusCode).toBe(400);
    expect(await myStatus(cleaner)).toBe('pending');

    const rejected = await decide(admin, firstId.id, {
      decision: 'rejected',
      reason: '  La photo est floue, envoyez un scan lisible.  ',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      verificationStatus: 'rejected',
      document: {
        id: firstId.id,
        status: 'rejected',
        rejectionReason: 'La photo est floue, envoyez un scan lisible.',
        decidedBy: admin.user.id,
        cleaner: { id: cleaner.user.id },
      },
    });
    expect(rejected.json().document.decidedAt).not.toBeNull();
    const mine = await t.request({ method: 'GET', url: '/api/cleaners/me/documents', headers: bearer(cleaner) });
    expect(mine.json().items[0]).toMatchObject({
      status: 'rejected',
      rejectionReason: 'La photo est floue, envoyez un scan lisible.',
    });
    expect(mine.json().items[0]).not.toHaveProperty('decidedBy');
    expect(mine.json().verificationStatus).toBe('rejected');

    const twice = await decide(admin, firstId.id, { decision: 'approved' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('document_already_decided');

    const secondId = await upload(cleaner, 'id');
    expect(await myStatus(cleaner)).toBe('pending');
    const idApproved = await decide(admin, secondId.id, { decision: 'approved', reason: 'Not kept for approvals.' });
    expect(idApproved.json()).toMatchObject({ verificationStatus: 'unverified', document: { rejectionReason: null } });

    const insurance = await upload(cleaner, 'insurance');
    expect(await myStatus(cleaner)).toBe('unverified');
    const background = await upload(cleaner, 'background_check');
    expect(await myStatus(cleaner)).toBe('pending');
    const verified = await decide(admin, background.id, { decision: 'approved' });
    expect(verified.json().verificationStatus).toBe('verified');
    expect(await t.app.propre.verification.statusOf(cleaner.user.id)).toBe('verified');

    const insuranceRejected = await decide(admin, insurance.id, {
      decision: 'rejected',
      reason: 'L’attestation d’assurance est expirée.',
    });
    expect(insuranceRejected.json().verificationStatus).toBe('verified');
    const laterBackground = await upload(cleaner, 'background_check');
    await decide(admin, laterBackground.id, { decision: 'rejected', reason: 'Document illisible, pages manquantes.' });
    expect(await myStatus(cleaner)).toBe('verified');
    const twiceOnApproved = await decide(admin, background.id, { decision: 'rejected', reason: 'Changement d’avis tardif.' });
    expect(twiceOnApproved.statusCode).toBe(409);

    const other = await signUp(t, { role: 'cleaner' });
    const statuses = await t.app.propre.verification.statusesOf([cleaner.user.id, other.user.id]);
    expect(Object.fromEntries(statuses)).toEqual({ [cleaner.user.id]: 'verified', [other.user.id]: 'unverified' });
  });

  it('a rejected background check makes the cleaner rejected until a new one is sent', async () => {
    const admin = await createAdmin(t);
    const cleaner = await signUp(t, { role: 'cleaner' });
    const id = await upload(cleaner, 'id');
    const background = await upload(cleaner, 'background_check');
    await decide(admin, id.id, { decision: 'approved' });
    expect(await myStatus(cleaner)).toBe('pending');
    const res = await decide(admin, background.id, {
      decision: 'rejected',
      reason: 'La vérification date de plus de trois ans.',
    });
    expect(res.json().verificationStatus).toBe('rejected');
    const again = (
      await uploadDocument(t, cleaner, await jpegFile(), { type: 'background_check', contentType: 'image/jpeg' })
    ).json();
    expect(await myStatus(cleaner)).toBe('pending');
    const withdrawn = await t.request({
      method: 'DELETE',
      url: `/api/cleaners/me/documents/${again.id}`,
      headers: bearer(cleaner),
    });
    expect(withdrawn.statusCode).toBe(204);
    expect(await myStatus(cleaner)).toBe('rejected');
  });

  it('approving the id and the background check at the same moment still makes the cleaner verified', async () => {
    const admin = await createAdmin(t);
    for (let round = 0; round < 3; round += 1) {
      const cleaner = await signUp(t, { role: 'cleaner' });
      const id = await upload(cleaner, 'id');
      const background = await upload(cleaner, 'background_check');
      const results = await Promise.all([
        decide(admin, id.id, { decision: 'approved' }),
        decide(admin, background.id, { decision: 'approved' }),
      ]);
      expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(await myStatus(cleaner)).toBe('verified');
    }
  });

  it('is for admins only: cleaners and clients are refused, anonymous callers must sign in', async () => {
    const cleaner = await signUp(t, { role: 'cleaner' });
    const client = await signUp(t, { role: 'client' });
    const document = await upload(cleaner, 'id');
    const calls = [
      { method: 'GET' as const, url: '/api/admin/verification/documents?status=pending' },
      { method: 'GET' as const, url: `/api/admin/verification/documents/${document.id}` },
      {
        method: 'POST' as const,
        url: `/api/admin/verification/documents/${document.id}/decision`,
        payload: { decision: 'approved' },
      },
    ];
    for (const call of calls) {
      for (const session of [cleaner, client]) {
        const res = await t.request({ ...call, headers: bearer(session) });
        expect(res.statusCode, call.url).toBe(403);
        expect(res.json().code).toBe('forbidden');
      }
      const anonymous = await t.request(call);
      expect(anonymous.statusCode, call.url).toBe(401);
    }
    expect(await myStatus(cleaner)).toBe('pending');
  });
});
