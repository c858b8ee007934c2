import { createServer } from 'node:net';
import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { captureLog } from '../../../test/capture-log.ts';
import { parseMail, startTestSmtpServer, type TestSmtpServer } from '../../../test/smtp-server.ts';
import { createMailer, MailDeliveryError } from './create-mailer.ts';
import { MailOutbox } from './mail-outbox.entity.ts';
import { createSmtpMailer } from './smtp-mailer.ts';
import { renderMail } from './templates.ts';

const from = 'Propre <bonjour@propre.test>';
const password = 'Tr3s-s3cret/mot:de@passe';

/** A loopback port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

function resetMail(to: string) {
  return {
    to,
    ...renderMail('password-reset', { name: 'Émilie', resetUrl: 'https://propre.test/reset?token=abc', expiresInMinutes: 30 }),
  };
}

describe('SMTP mailer', () => {
  const t = useTestApp();
  const orm = () => t.app.propre.db.orm;
  const rowsFor = (recipient: string) => orm().em.fork().find(MailOutbox, { recipient });
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
  });

  it('delivers the mail to the SMTP server, French text and HTML part included', async () => {
    const { log } = captureLog();
    const mailer = createMailer({ smtpUrl: smtp.url, from, orm: orm(), log });
    expect(mailer.kind).toBe('smtp');
    await mailer.send(resetMail('emilie@example.test'));

    const received = smtp.received.filter((m) => m.to.includes('emilie@example.test'));
    expect(received).toHaveLength(1);
    const mail = parseMail(received[0]?.raw ?? '');
    expect(received[0]?.from).toBe('bonjour@propre.test');
    expect(mail.headers.to).toBe('emilie@example.test');
    expect(mail.headers.from).toBe('Propre <bonjour@propre.test>');
    expect(mail.headers.subject).toBe('Réinitialisation de votre mot de passe Propre');
    expect(mail.text).toContain('Bonjour Émilie,');
    expect(mail.text).toContain('https://propre.test/reset?token=abc');
    expect(mail.text).toContain("L'équipe Propre");
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain('href="https://propre.test/reset?token=abc"');
  });

  it('keeps each delivered mail in the outbox with its delivery time, and logs no personal data', async () => {
    const captured = captureLog();
    const mailer = createSmtpMailer({ url: smtp.url, from, orm: orm(), log: captured.log });
    const before = Date.now();
    await mailer.send(resetMail('audit@example.test'));
    const [row, ...others] = await rowsFor('audit@example.test');
    expect(others).toEqual([]);
    expect(row).toMatchObject({ tag: 'password-reset', locale: 'fr', subject: 'Réinitialisation de votre mot de passe Propre' });
    expect(row?.deliveredAt?.getTime()).toBeGreaterThanOrEqual(before);
    expect(captured.records()).toEqual([
      expect.objectContaining({ msg: 'mail delivered over SMTP', mailId: row?.id, tag: 'password-reset' }),
    ]);
    expect(captured.lines.join('\n')).not.toContain('audit@example.test');
  });

  it('records the mail in the caller’s transaction', async () => {
    const { log } = captureLog();
    const mailer = createSmtpMailer({ url: smtp.url, from, orm: orm(), log });
    await expect(
      orm()
        .em.fork()
        .transactional(async (tx) => {
          await mailer.send(resetMail('in-transaction@example.test'), { em: tx });
          throw new Error('rolled back');
        }),
    ).rejects.toThrow('rolled back');
    // The mail itself went out at send() time; its record went with the transaction.
    expect(smtp.received.some((m) => m.to.includes('in-transaction@example.test'))).toBe(true);
    expect(await rowsFor('in-transaction@example.test')).toEqual([]);
  });

  it('rejects when the SMTP server is unreachable, without the password, and leaves the mail undelivered', async () => {
    const captured = captureLog();
    const url = `smtp://propre:${encodeURIComponent(password)}@127.0.0.1:${await closedPort()}`;
    const mailer = createSmtpMailer({ url, from, orm: orm(), log: captured.log });
    const error = await mailer.send(resetMail('unreachable@example.test')).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(MailDeliveryError);
    expect((error as MailDeliveryError).code).toBe('ESOCKET');
    expect((error as MailDeliveryError).message).toMatch(/^SMTP delivery failed: .*ECONNREFUSED/);
    for (const text of [inspect(error, { depth: 10 }), JSON.stringify(error), captured.lines.join('\n')]) {
      expect(text).not.toContain(password);
      expect(text).not.toContain(encodeURIComponent(password));
    }
    const [row] = await rowsFor('unreachable@example.test');
    expect(row?.deliveredAt).toBeNull();
  });

  it('rejects when the server refuses the login, without the password', async () => {
    const guarded = await startTestSmtpServer({ login: { user: 'propre', password: 'the-right-one' } });
    try {
      const url = guarded.url.replace('the-right-one', encodeURIComponent(password));
      const mailer = createSmtpMailer({ url, from, orm: orm(), log: captureLog().log });
      const error = await mailer.send(resetMail('refused@example.test')).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(MailDeliveryError);
      expect((error as MailDeliveryError).code).toBe('EAUTH');
      expect((error as MailDeliveryError).responseCode).toBe(535);
      expect(inspect(error, { depth: 10 })).not.toContain(password);
      expect(guarded.received).toEqual([]);

      // The same server with the right password: the login itself works.
      const good = createSmtpMailer({ url: guarded.url, from, orm: orm(), log: captureLog().log });
      await good.send(resetMail('accepted@example.test'));
      expect(guarded.received.map((m) => m.to)).toEqual([['accepted@example.test']]);
    } finally {
      await guarded.close();
    }
  });

  it('refuses a URL that is not smtp:// or smtps://, without echoing it', () => {
    const url = `http://propre:${encodeURIComponent(password)}@mail.example.test`;
    expect(() => createMailer({ smtpUrl: url, from, orm: orm(), log: captureLog().log })).toThrow(
      'SMTP URL must start with smtp:// or smtps:// (got http://…)',
    );
    expect(() => createMailer({ smtpUrl: 'not a url', from, orm: orm(), log: captureLog().log })).toThrow('not a valid URL');
  });
});
