import { defaultLocale, type Locale } from '../../plugins/errors/locale.ts';
import { html, type SafeHtml } from './html.ts';
import type { MailMessage } from './mail.ts';
import { type BalanceDueVariables, balanceDue } from './templates/balance-due.ts';
import { type CommercialReferralVariables, commercialReferral } from './templates/commercial-referral.ts';
import { type ContactMessageVariables, contactMessage } from './templates/contact-message.ts';
import { type MessagingNotificationVariables, messagingNotification } from './templates/messaging-notification.ts';
import { type NewsletterConfirmationVariables, newsletterConfirmation } from './templates/newsletter-confirmation.ts';
import { type PasswordResetVariables, passwordReset } from './templates/password-reset.ts';
import type { MailTemplate } from './templates/template.ts';

/** Every template, by id, with the variables it needs. The id is also the mail's tag. */
export interface MailTemplateVariables {
  'password-reset': PasswordResetVariables;
  'newsletter-confirmation': NewsletterConfirmationVariables;
  'contact-message': ContactMessageVariables;
  'commercial-referral': CommercialReferralVariables;
  'messaging-notification': MessagingNotificationVariables;
  'balance-due': BalanceDueVariables;
}

export type MailTemplateId = keyof MailTemplateVariables;

const templates: { readonly [Id in MailTemplateId]: MailTemplate<MailTemplateVariables[Id]> } = {
  'password-reset': passwordReset,
  'newsletter-confirmation': newsletterConfirmation,
  'contact-message': contactMessage,
  'commercial-referral': commercialReferral,
  'messaging-notification': messagingNotification,
  'balance-due': balanceDue,
};

/** A rendered mail: add `to` and it is a MailMessage. */
export type RenderedMail = Omit<MailMessage, 'to' | 'html'> & { html: string };

const signOff: Record<Locale, string> = { fr: "L'équipe Propre", en: 'The Propre team' };

/**
 * Renders a template in the given language (French when none, or an unknown one, is given):
 * `mailer.send({ to, ...renderMail('password-reset', variables, user.locale) })`.
 * Variables are escaped in the HTML and used as is in the text.
 */
export function renderMail<Id extends MailTemplateId>(
  id: Id,
  variables: MailTemplateVariables[Id],
  locale: Locale = defaultLocale,
): RenderedMail {
  const language: Locale = locale === 'en' || locale === 'fr' ? locale : defaultLocale;
  const template: MailTemplate<MailTemplateVariables[Id]> = templates[id];
  const content = template[language](variables);
  // A line break in a header would end it; variables in the subject must not be able to add one.
  const subject = content.subject.replace(/[\r\n]+/g, ' ').trim();
  return {
    tag: id,
    locale: language,
    subject,
    text: `${content.text}\n\n${signOff[language]}\n`,
    html: layout(language, subject, content.html).value,
  };
}

function layout(locale: Locale, subject: string, body: SafeHtml): SafeHtml {
  return html`<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${subject}</title>
</head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2933">
<div style="max-width:560px;margin:0 auto;padding:32px;border-radius:8px;background:#ffffff">
${body}
<p style="margin-top:32px">${signOff[locale]}</p>
</div>
</body>
</html>
`;
}
