import { html } from '../html.ts';
import type { MailTemplate } from './template.ts';

export interface NewsletterConfirmationVariables {
  /** Opens the page that confirms the subscription (double opt-in). */
  confirmUrl: string;
  /** Opens the page that unsubscribes the address; it never expires. */
  unsubscribeUrl: string;
  expiresInDays: number;
}

const button =
  'display:inline-block;padding:12px 20px;border-radius:6px;background:#0b6e4f;color:#ffffff;font-weight:bold;text-decoration:none';

// \u00a0: Quebec typography puts a non-breaking space before a colon.
export const newsletterConfirmation: MailTemplate<NewsletterConfirmationVariables> = {
  fr: ({ confirmUrl, unsubscribeUrl, expiresInDays }) => {
    const intro = 'Merci de votre intérêt pour l’infolettre Propre.';
    const ask = `Confirmez votre abonnement en ouvrant ce lien (valide ${expiresInDays}\u00a0jours)\u00a0:`;
    const ignore = 'Si vous n’avez rien demandé, ignorez ce courriel\u00a0: vous ne recevrez rien.';
    const leave = 'Pour vous désabonner à tout moment\u00a0:';
    return {
      subject: 'Confirmez votre abonnement à l’infolettre Propre',
      text: ['Bonjour,', intro, `${ask}\n${confirmUrl}`, ignore, `${leave}\n${unsubscribeUrl}`].join('\n\n'),
      html: html`<p>Bonjour,</p>
<p>${intro}</p>
<p><a href="${confirmUrl}" style="${button}">Confirmer mon abonnement</a></p>
<p>${ask}<br><a href="${confirmUrl}">${confirmUrl}</a></p>
<p>${ignore}</p>
<p style="font-size:13px;color:#52606d">${leave} <a href="${unsubscribeUrl}">se désabonner</a></p>`,
    };
  },
  en: ({ confirmUrl, unsubscribeUrl, expiresInDays }) => {
    const intro = 'Thank you for your interest in the Propre newsletter.';
    const ask = `Confirm your subscription by opening this link (valid for ${expiresInDays} days):`;
    const ignore = "If you didn't ask for this, ignore this email: you will receive nothing.";
    const leave = 'To unsubscribe at any time:';
    return {
      subject: 'Confirm your Propre newsletter subscription',
      text: ['Hello,', intro, `${ask}\n${confirmUrl}`, ignore, `${leave}\n${unsubscribeUrl}`].join('\n\n'),
      html: html`<p>Hello,</p>
<p>${intro}</p>
<p><a href="${confirmUrl}" style="${button}">Confirm my subscription</a></p>
<p>${ask}<br><a href="${confirmUrl}">${confirmUrl}</a></p>
<p>${ignore}</p>
<p style="font-size:13px;color:#52606d">${leave} <a href="${unsubscribeUrl}">unsubscribe</a></p>`,
    };
  },
};
