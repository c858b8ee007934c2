import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { signUp } from '../../../test/factories.ts';
import type { FileStorage } from '../../adapters/storage/storage.ts';
import { CleanerVerification, VerificationDocument } from './verification.entities.ts';
import { pdfFile } from './verification.fixtures.ts';
import { createVerificationService } from './verification.service.ts';

const t = useTestApp();

/** The disk storage the app uses, recording what it holds, and failing writes on demand. */
function recordingStorage(inner: FileStorage, failWrites: boolean) {
  const puts: string[] = [];
  const deletes: string[] = [];
  const storage: FileStorage = {
    async put(key, data) {
      puts.push(key);
      if (failWrites) throw new Error('disk full');
      await inner.put(key, data);
    },
    get: (key) => inner.get(key),
    async delete(key) {
      deletes.push(key);
      await inner.delete(key);
    },
    close: async () => undefined,
  };
  return { storage, puts, deletes };
}

describe('verification documents: storage failures leave nothing half done', () => {
  it('a file that cannot be stored leaves no row: upload_failed', async () => {
    const cleaner = await signUp(t, { role: 'cleaner' });
    const { storage, puts } = recordingStorage(t.app.propre.storage, true);
    const service = createVerificationService({ orm: t.app.propre.db.orm, storage });
    const upload = service.upload(cleaner.user.id, {
      type: 'id',
      data: pdfFile(),
      declaredType: 'application/pdf',
      fileName: 'permis.pdf',
    });
    await expect(upload).rejects.toMatchObject({ code: 'upload_failed', status: 500 });
    expect(puts).toHaveLength(1);
    const em = t.app.propre.db.orm.em.fork();
    expect(await em.count(VerificationDocument, { cleaner: cleaner.user.id })).toBe(0);
    expect(await em.count(CleanerVerification, { userId: cleaner.user.id })).toBe(0);
  });

  it('a row that cannot be written takes its stored file away again', async () => {
    const { storage, puts, deletes } = recordingStorage(t.app.propre.storage, false);
    const service = createVerificationService({ orm: t.app.propre.db.orm, storage });
    // No such user: the foreign key refuses the row after the file was written.
    const ghost = 'usr_00000000000000000000000000';
    await expect(
      service.upload(ghost, { type: 'id', data: pdfFile(), declaredType: 'application/pdf', fileName: undefined }),
    ).rejects.toThrow();
    expect(puts).toHaveLength(1);
    expect(deletes).toEqual(puts);
    expect(await t.app.propre.storage.get(puts[0] ?? '')).toBeNull();
    expect(await t.app.propre.db.orm.em.fork().count(VerificationDocument, { cleaner: ghost })).toBe(0);
  });
});
