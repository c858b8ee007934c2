import type { Locale } from '../../../plugins/errors/locale.ts';
import { html } from '../html.ts';
import type { MailTemplate } from './template.ts';

export type NotificationPeriod = 'instant' | 'daily' | 'weekly' | 'monthly';

/** One thing to tell: a message, a message from the team, or a step of a booking. */
export type NotificationItem =
  | { kind: 'message'; senderName: string; excerpt: string }
  | { kind: 'admin_message'; subject: string | null; excerpt: string }
  | { kind: 'booking'; action: string; date: string; startTime: string };

export interface MessagingNotificationVariables {
  name: string;
  period: NotificationPeriod;
  items: NotificationItem[];
  /** Where to read them: the messages page. */
  url: string;
}

const bookingActions: Record<Locale, Record<string, string>> = {
  fr: {
    create: 'nouvelle demande de réservation',
    accept: 'réservation confirmée',
    decline: 'demande refusée par le nettoyeur',
    expire: 'demande expirée sans réponse (dépôt remboursé)',
    cancel: 'réservation annulée',
    declineByClient: 'réservation retirée par le client',
    postpone: 'réservation reportée',
    start: 'ménage commencé',
    complete: 'ménage terminé',
    cleanerUnavailable:
      'votre nettoyeur n’est plus disponible. L’équipe Propre vous contactera\u00a0; d’ici là, vous pouvez annuler sans frais (dépôt remboursé en entier)',
  },
  en: {
    create: 'new booking request',
    accept: 'booking confirmed',
    decline: 'request declined by the cleaner',
    expire: 'request expired without an answer (deposit refunded)',
    cancel: 'booking cancelled',
    declineByClient: 'booking withdrawn by the client',
    postpone: 'booking postponed',
    start: 'cleaning started',
    complete: 'cleaning completed',
    cleanerUnavailable:
      'your cleaner is no longer available. The Propre team will contact you; meanwhile you may cancel at no fee (deposit refunded in full)',
  },
};

const subjects: Record<Locale, Record<NotificationPeriod, string>> = {
  fr: {
    instant: 'Du nouveau sur Propre',
    daily: 'Votre résumé quotidien Propre',
    weekly: 'Votre résumé hebdomadaire Propre',
    monthly: 'Votre résumé mensuel Propre',
  },
  en: {
    instant: 'News from Propre',
    daily: 'Your daily Propre summary',
    weekly: 'Your weekly Propre summary',
    monthly: 'Your monthly Propre summary',
  },
};

// \u00a0: Quebec typography puts a non-breaking space before a colon and inside « ».
function line(item: NotificationItem, locale: Locale): string {
  if (locale === 'fr') {
    if (item.kind === 'message') return `Message de ${item.senderName}\u00a0: «\u00a0${item.excerpt}\u00a0»`;
    if (item.kind === 'admin_message')
      return `Message de l'équipe Propre${item.subject ? ` (${item.subject})` : ''}\u00a0: «\u00a0${item.excerpt}\u00a0»`;
    return `Réservation du ${item.date} à ${item.startTime}\u00a0: ${bookingActions.fr[item.action] ?? item.action}`;
  }
  if (item.kind === 'message') return `Message from ${item.senderName}: "${item.excerpt}"`;
  if (item.kind === 'admin_message')
    return `Message from the Propre team${item.subject ? ` (${item.subject})` : ''}: "${item.excerpt}"`;
  return `Booking of ${item.date} at ${item.startTime}: ${bookingActions.en[item.action] ?? item.action}`;
}

function render(locale: Locale, { name, period, items, url }: MessagingNotificationVariables) {
  const fr = locale === 'fr';
  const greeting = name.trim() ? `${fr ? 'Bonjour' : 'Hello'} ${name.trim()},` : fr ? 'Bonjour,' : 'Hello,';
  const intro = fr
    ? `Voici ce qui s'est passé${period === 'instant' ? '' : ' depuis notre dernier courriel'}\u00a0:`
    : `Here is what happened${period === 'instant' ? '' : ' since our last email'}:`;
  const lines = items.map((item) => line(item, locale));
  const read = fr ? 'Lire sur Propre' : 'Read on Propre';
  const settings = fr
    ? 'Vous recevez ce courriel selon la fréquence choisie dans votre profil (immédiate, quotidienne, hebdomadaire ou mensuelle).'
    : 'You receive this email at the frequency chosen in your profile (instant, daily, weekly or monthly).';
  return {
    subject: subjects[locale][period],
    text: [
      greeting,
      intro,
      lines.map((l) => `- ${l}`).join('\n'),
      fr ? `${read}\u00a0: ${url}` : `${read}: ${url}`,
      settings,
    ].join('\n\n'),
    html: html`<p>${greeting}</p>
<p>${intro}</p>
<ul>${lines.map((l) => html`<li>${l}</li>`)}</ul>
<p><a href="${url}">${read}</a></p>
<p style="color:#52606d;font-size:14px">${settings}</p>`,
  };
}

export const messagingNotification: MailTemplate<MessagingNotificationVariables> = {
  fr: (variables) => render('fr', variables),
  en: (variables) => render('en', variables),
};
