import type { ErrorDefinition } from '../../plugins/errors/app-error.ts';

/** Newsletter, discount popup, contact form, commercial referrals, blog, FAQ and to-do lists. */
export const growthErrors = {
  invalid_email: { status: 400, title: { fr: 'Adresse courriel invalide', en: 'Invalid email address' } },
  invalid_phone: { status: 400, title: { fr: 'Numéro de téléphone invalide', en: 'Invalid phone number' } },
  terms_not_accepted: {
    status: 422,
    title: { fr: 'Vous devez accepter les conditions', en: 'You must accept the terms' },
  },
  newsletter_subscription_failed: {
    status: 503,
    title: { fr: 'L’abonnement à l’infolettre a échoué', en: 'Newsletter subscription failed' },
  },
  newsletter_token_invalid: {
    status: 422,
    title: { fr: 'Lien d’infolettre invalide ou expiré', en: 'Invalid or expired newsletter link' },
  },
  discount_claim_failed: {
    status: 503,
    title: {
      fr: 'Impossible d’obtenir votre code de réduction. Veuillez réessayer.',
      en: 'Could not get your discount code. Please try again.',
    },
  },
  contact_send_failed: {
    status: 503,
    title: {
      fr: 'Échec de l’envoi du message. Veuillez réessayer.',
      en: 'Failed to send the message. Please try again.',
    },
  },
  commercial_referral_failed: {
    status: 503,
    title: { fr: 'Échec de l’envoi de la demande', en: 'Failed to send the referral' },
  },
  blog_post_not_found: { status: 404, title: { fr: 'Article introuvable', en: 'Post not found' } },
  blog_slug_taken: { status: 409, title: { fr: 'Adresse d’article déjà utilisée', en: 'Post address already used' } },
  faq_entry_not_found: { status: 404, title: { fr: 'Question introuvable', en: 'FAQ entry not found' } },
  gallery_item_not_found: { status: 404, title: { fr: 'Photo de galerie introuvable', en: 'Gallery item not found' } },
  gallery_photo_not_found: { status: 404, title: { fr: 'Photo introuvable', en: 'Photo not found' } },
  gallery_pair_invalid: {
    status: 422,
    title: {
      fr: 'Ces photos ne forment pas une paire avant/après publiable',
      en: 'These photos are not a publishable before/after pair',
    },
  },
  gallery_item_exists: { status: 409, title: { fr: 'Déjà dans la galerie', en: 'Already in the gallery' } },
  todo_not_found: { status: 404, title: { fr: 'Tâche introuvable', en: 'To-do not found' } },
  todo_limit_reached: { status: 409, title: { fr: 'Liste de tâches pleine', en: 'To-do list full' } },
} as const satisfies Record<string, ErrorDefinition>;
