import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { bearer, createAdmin, signUp } from '../../../test/factories.ts';
import { exeFile, gifFile, jpegFile, pdfFile, pngFile, uploadDocument } from './verification.fixtures.ts';

const t = useTestApp();
const tenMegabytes = 10 * 1024 * 1024;

describe('verification documents: upload', () => {
  it('accepts a PDF, a JPG and a PNG, typed by content, pending review', async () => {
    const cleaner = await signUp(t, { role: 'cleaner' });
    const files = [
      { file: pdfFile(), contentType: 'application/pdf', type: 'id', fileName: 'permis.pdf' },
      { file: await jpegFile(), contentType: 'image/jpeg', type: 'background_check', fileName: 'casier.jpeg' },
      { file: await pngFile(), contentType: 'image/png', type: 'insurance', fileName: 'assurance.png' },
    ];
    for (const { file, contentType, type, fileName } of files) {
      const res = await uploadDocument(t, cleaner, file, { contentType, type, fileName });
      expect(res.statusCode, contentType).toBe(201);
      expect(res.headers['cache-control']).toBe('no-store');
      const document = res.json();
      expect(document).toMatchObject({
        type,
        status: 'pending',
        fileName,
        contentType,
        sizeBytes: file.length,
        decidedAt: null,
        rejectionReason: null,
      });
      expect(document.id).toMatch(/^vdoc_/);
      expect(document.fileUrl).toBe(`/api/verification/documents/${document.id}/file`);
      expect(document).not.toHaveProperty('storageKey');
      expect(JSON.stringify(document)).not.toContain(cleaner.user.id);
    }
    const mine = await t.request({ method: 'GET', url: '/api/cleaners/me/documents', headers: bearer(cleaner) });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().items.map((d: { type: string }) => d.type)).toEqual(['insurance', 'background_check', 'id']);
    expect(mine.json().verificationStatus).toBe('pending');
  });

  it('starts unverified with no documents', async () => {
    const cleaner = await signUp(t, { role: 'cleaner' });
    const mine = await t.request({ method: 'GET', url: '/api/cleaners/me/documents', headers: bearer(cleaner) });
    expect(mine.json()).toEqual({ items: [], verificationStatus: 'unverified' });
    expect(await t.app.propre.verification.statusOf(cleaner.user.id)).toBe('unverified');
  });

  it('refuses a GIF or an executable dressed as a PDF, naming the allowed types', async () => {
    const cleaner = await signUp(t, { role: 'cleaner' });
    for (const [file, contentType] of [
      [gifFile, 'image/png'],
      [gifFile, 'application/pdf'],
      [exeFile, 'application/pdf'],
      [pdfFile(), 'image/png'],
      [Buffer.alloc(0), 'application/pdf'],
    ] as const) {
      const res = await uploadDocument(t, cleaner, file, { contentType, fileName: 'scan.pdf' });
      expect(res.statusCode, contentType).toBe(415);
      expect(res.json().code).toBe('unsupported_media_type');
      expect(res.json().detail).toContain('PDF, JPG, PNG');
      const english = await uploadDocument(t, cleaner, file, { contentType, language: 'en' });
      expect(english.json().detail).toBe(
        'Invalid file type. Allowed types: PDF, JPG, PNG (application/pdf, image/jpeg, image/png).',
      );
    }
    const declaredGif = await uploadDocument(t, cleaner, gifFile, { contentType: 'image/gif' });
    expect(declaredGif.statusCode).toBe(415);
    expect(declaredGif.json().detail).toContain('application/pdf, image/jpeg, image/png');
    const mine = await t.request({ method: 'GET', url: '/api/cleaners/me/documents', headers: bearer(cleaner) });
    expect(mine.json()).toEqual({ items: [], verificationStatus: 'unverified' });
  });

  it('refuses an image bomb (a small PNG claiming 900 megapixels) and an unreadable image, keeping nothing', async () => {
    const cleaner = await signUp(t, { role: 'cleaner' });
    const png = await pngFile();
    // Same signature and chunks, but the header (IHDR width and height) claims 30,000 × 30,000.
    const bomb = Buffer.from(png);
    bomb.writeUInt32BE(30_000, 16);
    bomb.writeUInt32BE(30_000, 20);
    const flood = await uploadDocument(t, cleaner, bomb, { contentType: 'image/png' });
    expect([flood.statusCode, flood.json().code]).toEqual([422, 'image_too_many_pixels']);
    const garbled = await uploadDocument(t, cleaner, Buffer.concat([png.subarray(0, 8), Buffer.from('not a png')]), {
      contentType: 'image/png',
    });
    expect([garbled.statusCode, garbled.json().code]).toEqual([422, 'image_unreadable']);
    const mine = await t.request({ method: 'GET', url: '/api/cleaners/me/documents', headers: bearer(cleaner) });
    expect(mine.json().items).toEqual([]);
  });

  it('accepts exactly 10 MB and refuses one byte more with 413 naming 10 MB', async () => {
    const cleaner = await signUp(t, { role: 'cleaner' });
    const header = Buffer.from('%PDF-1.7\n');
    const atLimit = Buffer.concat([header, Buffer.alloc(tenMegabytes - header.length)]);
    const accepted = await uploadDocument(t, cleaner, atLimit);
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().sizeBytes).toBe(tenMegabytes);

    const overLimit = Buffer.concat([atLimit, Buffer.from([0x20])]);
    const refused = await uploadDocument(t, cleaner, overLimit, { language: 'en' });
    expect(refused.statusCode).toBe(413);
    expect(refused.json().code).toBe('payload_too_large');
    expect(refused.json().detail).toBe('The file or content exceeds the maximum size of 10 MB.');
    const french = await uploadDocument(t, cleaner, overLimit);
    expect(french.json().detail).toBe('Le fichier ou le contenu dépasse la taille maximale de 10 Mo.');
    const mine = await t.request({ method: 'GET', url: '/api/cleaners/me/documents', headers: bearer(cleaner) });
    expect(mine.json().items).toHaveLength(1);
  });

  it('validates the query: a known type is required, the file name at most 255 characters', async () => {
    const cleaner = await signUp(t, { role: 'cleaner' });
    for (const url of [
      '/api/cleaners/me/documents',
      '/api/cleaners/me/documents?type=passport',
      `/api/cleaners/me/documents?type=id&fileName=${'a'.repeat(256)}`,
    ]) {
      const res = await t.request({
        method: 'POST',
        url,
        headers: { ...bearer(cleaner), 'content-type': 'application/pdf' },
        payload: pdfFile(),
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
  });

  it('keeps the client’s file name only cleaned, for display', async () => {
    const cleaner = await signUp(t, { role: 'cleaner' });
    const cases: Array<[string | undefined, string, string | null]> = [
      ['../../etc/passwd', 'application/pdf', 'passwd.pdf'],
      ['C:\\Users\\marie\\Permis de conduire.PDF', 'application/pdf', 'Permis de conduire.PDF'],
      ['fac\u202Etxt.exe', 'application/pdf', 'factxt.exe.pdf'],
      ['  \u0007 ', 'application/pdf', null],
      [`${'é'.repeat(200)}.png`, 'image/png', `${'é'.repeat(116)}.png`],
      [undefined, 'application/pdf', null],
    ];
    for (const [fileName, contentType, expected] of cases) {
      const file = contentType === 'image/png' ? await pngFile() : pdfFile();
      const res = await uploadDocument(t, cleaner, file, { contentType, ...(fileName === undefined ? {} : { fileName }) });
      expect(res.statusCode, fileName).toBe(201);
      expect(res.json().fileName, fileName).toBe(expected);
    }
    // A NUL is refused by the contract's validation, as in every text of a request (issue 21, finding 5).
    const nul = await uploadDocument(t, cleaner, pdfFile(), { fileName: 'permis\u0000.pdf' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().errors).toContainEqual(expect.objectContaining({ pointer: '/query/fileName', code: 'characters' }));
  });

  it('is for cleaners only', async () => {
    const client = await signUp(t, { role: 'client' });
    const admin = await createAdmin(t);
    for (const session of [client, admin]) {
      const res = await uploadDocument(t, session, pdfFile());
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('forbidden');
      const list = await t.request({ method: 'GET', url: '/api/cleaners/me/documents', headers: bearer(session) });
      expect(list.statusCode).toBe(403);
    }
    const anonymous = await uploadDocument(t, null, pdfFile());
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('unauthenticated');
    const anonymousList = await t.request({ method: 'GET', url: '/api/cleaners/me/documents' });
    expect(anonymousList.statusCode).toBe(401);
  });

  it('limits one cleaner to 30 uploads an hour', async () => {
    const cleaner = await signUp(t, { role: 'cleaner' });
    const file = pdfFile();
    for (let i = 0; i < 30; i += 1) expect((await uploadDocument(t, cleaner, file)).statusCode).toBe(201);
    const limited = await uploadDocument(t, cleaner, file);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
    const other = await signUp(t, { role: 'cleaner' });
    expect((await uploadDocument(t, other, file)).statusCode).toBe(201);
  });
});

describe('verification documents: file download and withdrawal', () => {
  it('gives the owner and admins the exact bytes, as an attachment that is never sniffed', async () => {
    const cleaner = await signUp(t, { role: 'cleaner' });
    const admin = await createAdmin(t);
    const png = await pngFile();
    const uploaded = (
      await uploadDocument(t, cleaner, png, { contentType: 'image/png', type: 'certification', fileName: 'Attestation éco.png' })
    ).json();
    for (const session of [cleaner, admin]) {
      const res = await t.request({ method: 'GET', url: uploaded.fileUrl, headers: bearer(session) });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(png)).toBe(true);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="Attestation eco.png"; filename*=UTF-8''Attestation%20%C3%A9co.png`,
      );
    }
    const pdf = pdfFile('sans nom');
    const unnamed = (await uploadDocument(t, cleaner, pdf, { type: 'background_check' })).json();
    const download = await t.request({ method: 'GET', url: unnamed.fileUrl, headers: bearer(admin) });
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain(`filename="background_check-${unnamed.id}.pdf"`);
  });

  it('hides a document from other cleaners and refuses clients and anonymous callers', async () => {
    const owner = await signUp(t, { role: 'cleaner' });
    const other = await signUp(t, { role: 'cleaner' });
    const client = await signUp(t, { role: 'client' });
    const document = (await uploadDocument(t, owner, pdfFile())).json();

    const read = await t.request({ method: 'GET', url: document.fileUrl, headers: bearer(other) });
    expect(read.statusCode).toBe(404);
    expect(read.json().code).toBe('document_not_found');
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/cleaners/me/documents/${document.id}`,
      headers: bearer(other),
    });
    expect(removed.statusCode).toBe(404);
    expect(removed.json().code).toBe('document_not_found');
    expect((await t.request({ method: 'GET', url: document.fileUrl, headers: bearer(client) })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: document.fileUrl })).statusCode).toBe(401);
    const missing = await t.request({
      method: 'GET',
      url: '/api/verification/documents/vdoc_00000000000000000000000000/file',
      headers: bearer(owner),
    });
    expect(missing.statusCode).toBe(404);

    const stillThere = await t.request({ method: 'GET', url: document.fileUrl, headers: bearer(owner) });
    expect(stillThere.statusCode).toBe(200);
  });

  it('lets the owner withdraw a pending document, file included', async () => {
    const cleaner = await signUp(t, { role: 'cleaner' });
    const document = (await uploadDocument(t, cleaner, pdfFile())).json();
    const storageKey = `verification/${cleaner.user.id}/${document.id}.pdf`;
    expect(await t.app.propre.storage.get(storageKey)).not.toBeNull();

    const res = await t.request({ method: 'DELETE', url: `/api/cleaners/me/documents/${document.id}`, headers: bearer(cleaner) });
    expect(res.statusCode).toBe(204);
    expect(await t.app.propre.storage.get(storageKey)).toBeNull();
    const mine = await t.request({ method: 'GET', url: '/api/cleaners/me/documents', headers: bearer(cleaner) });
    expect(mine.json()).toEqual({ items: [], verificationStatus: 'unverified' });
    const again = await t.request({
      method: 'DELETE',
      url: `/api/cleaners/me/documents/${document.id}`,
      headers: bearer(cleaner),
    });
    expect(again.statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: document.fileUrl, headers: bearer(cleaner) })).statusCode).toBe(404);
  });

  it('keeps a decided document: withdrawing it is a conflict', async () => {
    const cleaner = await signUp(t, { role: 'cleaner' });
    const admin = await createAdmin(t);
    const document = (await uploadDocument(t, cleaner, pdfFile())).json();
    await t.request({
      method: 'POST',
      url: `/api/admin/verification/documents/${document.id}/decision`,
      headers: bearer(admin),
      payload: { decision: 'approved' },
    });
    const res = await t.request({ method: 'DELETE', url: `/api/cleaners/me/documents/${document.id}`, headers: bearer(cleaner) });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('document_already_decided');
    expect((await t.request({ method: 'GET', url: document.fileUrl, headers: bearer(cleaner) })).statusCode).toBe(200);
  });
});
