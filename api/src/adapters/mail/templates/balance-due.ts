import { html } from '../html.ts';
import type { MailTemplate } from './template.ts';

export interface BalanceDueVariables {
  name: string;
  /** The amount, already formatted for the language (e.g. "123,45 $"). */
  amount: string;
  /** The pay-now page. */
  payUrl: string;
  /** The bank asks the client to confirm the payment (rather than having declined it). */
  authentication: boolean;
  reminder: boolean;
}

const button =
  'display:inline-block;padding:12px 20px;border-radius:6px;background:#0b6e4f;color:#ffffff;font-weight:bold;text-decoration:none';

export const balanceDue: MailTemplate<BalanceDueVariables> = {
  fr: ({ name, amount, payUrl, authentication, reminder }) => {
    const greeting = name.trim() ? `Bonjour ${name.trim()},` : 'Bonjour,';
    const why = authentication
      ? `Votre banque demande de confirmer le paiement du solde de votre ménage (${amount}).`
      : `Le paiement du solde de votre ménage (${amount}) a été refusé par votre banque.`;
    const ask = 'Vous pouvez le régler maintenant, avec la même carte ou une autre.';
    return {
      subject: `${reminder ? 'Rappel\u00a0: ' : ''}solde à payer pour votre ménage Propre`,
      text: [greeting, why, ask, `Payer maintenant\u00a0:\n${payUrl}`].join('\n\n'),
      html: html`<p>${greeting}</p>
<p>${why} ${ask}</p>
<p><a href="${payUrl}" style="${button}">Payer maintenant</a></p>
<p><a href="${payUrl}">${payUrl}</a></p>`,
    };
  },
  en: ({ name, amount, payUrl, authentication, reminder }) => {
    const greeting = name.trim() ? `Hello ${name.trim()},` : 'Hello,';
    const why = authentication
      ? `Your bank asks you to confirm the payment of your cleaning's balance (${amount}).`
      : `Your bank declined the payment of your cleaning's balance (${amount}).`;
    const ask = 'You can pay it now, with the same card or another one.';
    return {
      subject: `${reminder ? 'Reminder: ' : ''}balance due for your Propre cleaning`,
      text: [greeting, why, ask, `Pay now:\n${payUrl}`].join('\n\n'),
      html: html`<p>${greeting}</p>
<p>${why} ${ask}</p>
<p><a href="${payUrl}" style="${button}">Pay now</a></p>
<p><a href="${payUrl}">${payUrl}</a></p>`,
    };
  },
};
