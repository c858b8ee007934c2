import { html } from '../html.ts';
import { type MailTemplate, minutes } from './template.ts';

export interface PasswordResetVariables {
  /** How to greet the person, e.g. their first name; may be empty. */
  name: string;
  /** The single-use link that opens the reset form. */
  resetUrl: string;
  expiresInMinutes: number;
}

const button =
  'display:inline-block;padding:12px 20px;border-radius:6px;background:#0b6e4f;color:#ffffff;font-weight:bold;text-decoration:none';

// \u00a0: Quebec typography puts a non-breaking space before a colon.
export const passwordReset: MailTemplate<PasswordResetVariables> = {
  fr: ({ name, resetUrl, expiresInMinutes }) => {
    const greeting = name.trim() ? `Bonjour ${name.trim()},` : 'Bonjour,';
    const validity = `Ce lien est valide pendant ${minutes(expiresInMinutes, 'fr')} et ne peut servir qu'une seule fois.`;
    const intro = 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Propre.';
    const ignore =
      "Si vous n'êtes pas à l'origine de cette demande, ignorez simplement ce courriel\u00a0: votre mot de passe actuel reste inchangé.";
    return {
      subject: 'Réinitialisation de votre mot de passe Propre',
      text: [greeting, intro, `Pour choisir un nouveau mot de passe, ouvrez ce lien\u00a0:\n${resetUrl}`, validity, ignore].join(
        '\n\n',
      ),
      html: html`<p>${greeting}</p>
<p>${intro}</p>
<p><a href="${resetUrl}" style="${button}">Choisir un nouveau mot de passe</a></p>
<p>${validity} Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur\u00a0:<br><a href="${resetUrl}">${resetUrl}</a></p>
<p>${ignore}</p>`,
    };
  },
  en: ({ name, resetUrl, expiresInMinutes }) => {
    const greeting = name.trim() ? `Hello ${name.trim()},` : 'Hello,';
    const validity = `This link is valid for ${minutes(expiresInMinutes, 'en')} and can only be used once.`;
    const intro = 'We received a request to reset the password for your Propre account.';
    const ignore = "If you didn't ask for this, you can safely ignore this email: your current password stays the same.";
    return {
      subject: 'Reset your Propre password',
      text: [greeting, intro, `To choose a new password, open this link:\n${resetUrl}`, validity, ignore].join('\n\n'),
      html: html`<p>${greeting}</p>
<p>${intro}</p>
<p><a href="${resetUrl}" style="${button}">Choose a new password</a></p>
<p>${validity} If the button doesn't work, copy this address into your browser:<br><a href="${resetUrl}">${resetUrl}</a></p>
<p>${ignore}</p>`,
    };
  },
};
