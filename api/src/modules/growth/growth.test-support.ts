/** Test support for the growth area: mails as the outbox holds them, and an SMTP server that is never there. */
import { createServer } from 'node:net';
import type { TestApp } from '../../../test/build-app.ts';
import { MailOutbox } from '../../adapters/mail/mail-outbox.entity.ts';

/** Every mail sent to the address, oldest first. */
export async function mailsTo(t: TestApp, recipient: string) {
  return t.app.propre.db.orm.em.fork().find(MailOutbox, { recipient }, { orderBy: { id: 'asc' } });
}

/** The `token` query value of the first link to `path` in the text. */
export function tokenIn(text: string, path: string): string {
  const match = new RegExp(`${path.replaceAll('/', '\\/')}\\?token=([^\\s"&]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in: ${text}`);
  return match[1];
}

/** An smtp:// URL on a loopback port nothing listens on: every delivery is refused at once. */
export async function unreachableSmtpUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return `smtp://127.0.0.1:${address.port}`;
}
