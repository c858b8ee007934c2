import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { captureLog } from '../../../test/capture-log.ts';
import { idTime } from '../../lib/ids.ts';
import { createMailer, listOutbox } from './create-mailer.ts';
import type { MailMessage } from './mail.ts';
import { MailOutbox } from './mail-outbox.entity.ts';

function message(to: string, overrides: Partial<MailMessage> = {}): MailMessage {
  return {
    to,
    subject: 'Réinitialisation de votre mot de passe',
    text: 'Bonjour Émilie, voici votre lien.',
    html: '<p>Bonjour Émilie, voici votre lien.</p>',
    locale: 'fr',
    tag: 'password-reset',
    ...overrides,
  };
}

describe('outbox mailer', () => {
  const t = useTestApp();
  const orm = () => t.app.propre.db.orm;
  const rowsFor = (recipient: string) => orm().em.fork().find(MailOutbox, { recipient });

  it('is the mailer when no SMTP URL is configured, and stores the whole message', async () => {
    const { log } = captureLog();
    const mailer = createMailer({ from: 'Propre <bonjour@propre.test>', orm: orm(), log });
    expect(mailer.kind).toBe('outbox');
    const before = Date.now();
    await mailer.send(message('emilie@example.test'));
    const rows = await rowsFor('emilie@example.test');
    expect(rows).toHaveLength(1);
    const row = rows[0];
    expect(row).toMatchObject({
      subject: 'Réinitialisation de votre mot de passe',
      text: 'Bonjour Émilie, voici votre lien.',
      html: '<p>Bonjour Émilie, voici votre lien.</p>',
      locale: 'fr',
      tag: 'password-reset',
      deliveredAt: null,
    });
    expect(row?.id).toMatch(/^mail_[0-9a-z]{26}$/);
    expect(idTime(row?.id ?? '')).toBeGreaterThanOrEqual(before);
    expect(row?.createdAt.getTime()).toBeGreaterThanOrEqual(before);
  });

  it('writes the row in the caller’s transaction: committed, it stays; rolled back, it is gone', async () => {
    const { log } = captureLog();
    const mailer = createMailer({ from: 'bonjour@propre.test', orm: orm(), log });

    await orm()
      .em.fork()
      .transactional(async (tx) => {
        await mailer.send(message('committed@example.test'), { em: tx });
      });
    expect(await rowsFor('committed@example.test')).toHaveLength(1);

    let seenInsideTransaction = 0;
    await expect(
      orm()
        .em.fork()
        .transactional(async (tx) => {
          await mailer.send(message('rolled-back@example.test'), { em: tx });
          seenInsideTransaction = await tx.count(MailOutbox, { recipient: 'rolled-back@example.test' });
          throw new Error('the change that caused the mail failed');
        }),
    ).rejects.toThrow('the change that caused the mail failed');
    expect(seenInsideTransaction).toBe(1);
    expect(await rowsFor('rolled-back@example.test')).toHaveLength(0);
  });

  it('logs one line with the tag and id, and nothing of the recipient, subject or body', async () => {
    const captured = captureLog();
    const mailer = createMailer({ from: 'bonjour@propre.test', orm: orm(), log: captured.log });
    await mailer.send(message('secret.person@example.test', { subject: 'Sujet confidentiel', text: 'Corps confidentiel' }));
    const [row] = await rowsFor('secret.person@example.test');
    expect(captured.records()).toHaveLength(1);
    expect(captured.records()[0]).toMatchObject({ msg: 'mail stored in outbox', mailId: row?.id, tag: 'password-reset' });
    const all = captured.lines.join('\n');
    for (const personal of ['secret.person', 'Sujet confidentiel', 'Corps confidentiel', 'Émilie'])
      expect(all).not.toContain(personal);
  });

  it('refuses a tag that could carry personal data into the logs, and stores nothing', async () => {
    const captured = captureLog();
    const mailer = createMailer({ from: 'bonjour@propre.test', orm: orm(), log: captured.log });
    await expect(mailer.send(message('tagged@example.test', { tag: 'reset-for-tagged@example.test' }))).rejects.toThrow(
      'Mail tag',
    );
    expect(await rowsFor('tagged@example.test')).toHaveLength(0);
    expect(captured.lines).toEqual([]);
  });

  it('lists the latest messages newest first, a page at a time', async () => {
    const { log } = captureLog();
    const mailer = createMailer({ from: 'bonjour@propre.test', orm: orm(), log });
    const sent: string[] = [];
    for (let i = 1; i <= 3; i++) {
      await mailer.send(message(`page-${i}@example.test`, { tag: 'listing' }));
      sent.push(`page-${i}@example.test`);
      // Ids order by millisecond; one apart keeps this test's order unambiguous.
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const firstPage = await listOutbox(orm().em.fork(), { limit: 2 });
    expect(firstPage.map((m) => m.recipient)).toEqual(['page-3@example.test', 'page-2@example.test']);
    const secondPage = await listOutbox(orm().em.fork(), { limit: 2, before: firstPage.at(-1)?.id ?? '' });
    expect(secondPage[0]?.recipient).toBe('page-1@example.test');
    const everything = await listOutbox(orm().em.fork(), { limit: 500 });
    expect(everything.map((m) => m.id)).toEqual([...everything.map((m) => m.id)].sort().reverse());
    expect(everything.map((m) => m.recipient)).toEqual(expect.arrayContaining(sent));
    await expect(listOutbox(orm().em.fork(), { limit: 0 })).rejects.toThrow('limit');
  });
});
