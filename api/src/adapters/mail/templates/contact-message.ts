import { html } from '../html.ts';
import type { MailTemplate } from './template.ts';

export interface ContactMessageVariables {
  reference: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The language the person wrote in, so support answers in it. */
  language: 'fr' | 'en';
}

const languageName = { fr: { fr: 'français', en: 'anglais' }, en: { fr: 'French', en: 'English' } } as const;

/** The contact form's message, for the support team. */
export const contactMessage: MailTemplate<ContactMessageVariables> = {
  fr: (v) => ({
    subject: `[Contact ${v.reference}] ${v.subject}`,
    text: [
      `Nouveau message du formulaire de contact (${v.reference}).`,
      `De\u00a0: ${v.name} <${v.email}>\nLangue\u00a0: ${languageName.fr[v.language]}\nSujet\u00a0: ${v.subject}`,
      v.message,
    ].join('\n\n'),
    html: html`<p>Nouveau message du formulaire de contact (${v.reference}).</p>
<p>De\u00a0: ${v.name} &lt;${v.email}&gt;<br>Langue\u00a0: ${languageName.fr[v.language]}<br>Sujet\u00a0: ${v.subject}</p>
<p style="white-space:pre-wrap">${v.message}</p>`,
  }),
  en: (v) => ({
    subject: `[Contact ${v.reference}] ${v.subject}`,
    text: [
      `New message from the contact form (${v.reference}).`,
      `From: ${v.name} <${v.email}>\nLanguage: ${languageName.en[v.language]}\nSubject: ${v.subject}`,
      v.message,
    ].join('\n\n'),
    html: html`<p>New message from the contact form (${v.reference}).</p>
<p>From: ${v.name} &lt;${v.email}&gt;<br>Language: ${languageName.en[v.language]}<br>Subject: ${v.subject}</p>
<p style="white-space:pre-wrap">${v.message}</p>`,
  }),
};
