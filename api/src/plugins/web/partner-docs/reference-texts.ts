/**
 * What each item of the generated reference means (generated/widgets-reference.ts), in both
 * languages, keyed by its name: an attribute, option, event or variable the widgets add without a
 * line here fails the page's test (it would be listed with no explanation).
 */
import type { Locale } from '../../errors/locale.ts';

type Both = Record<Locale, string>;

export const attributeTexts: Record<string, Both> = {
  'data-propre-key': {
    fr: 'Sur la balise script : votre clé publique (pk_live_…). Chaque widget de la page l’utilise, sauf s’il reçoit key par Propre.mount.',
    en: 'On the script tag: your publishable key (pk_live_…). Every widget of the page uses it, unless Propre.mount gives it a key.',
  },
  'data-propre-widget': {
    fr: 'Le widget à afficher dans cet élément. Sans valeur reconnue, l’élément est laissé tel quel.',
    en: 'The widget to show in this element. Without a value we know, the element is left as it is.',
  },
  'data-lang': {
    fr: 'La langue du widget, quelle que soit celle de votre page ; français par défaut.',
    en: 'The widget’s language, whatever your page’s; French by default.',
  },
  'data-theme': {
    fr: 'Le thème de couleurs : default (clair), bright (contrasté) ou dark (sombre).',
    en: 'The colour theme: default (light), bright (high contrast) or dark.',
  },
  'data-brand': {
    fr: 'La marque affichée : propre ou eclat (logo, couleurs, nom dans les textes).',
    en: 'The brand shown: propre or eclat (logo, colours, name in the wording).',
  },
  'data-cleaner': {
    fr: 'L’identifiant public (slug) de la personne ; pour booking et cleaner-profile.',
    en: 'The cleaner’s public identifier (slug); for booking and cleaner-profile.',
  },
  'data-appearance': {
    fr: 'L’objet appearance en JSON (variables et classes par partie, voir Thème). Un JSON invalide est ignoré.',
    en: 'The appearance object as JSON (variables and classes per part, see Theming). Invalid JSON is ignored.',
  },
};

export const optionTexts: Record<string, Both> = {
  widget: { fr: 'Comme data-propre-widget.', en: 'As data-propre-widget.' },
  cleaner: { fr: 'Comme data-cleaner.', en: 'As data-cleaner.' },
  lang: { fr: 'Comme data-lang : fr ou en.', en: 'As data-lang: fr or en.' },
  theme: { fr: 'Comme data-theme.', en: 'As data-theme.' },
  brand: { fr: 'Comme data-brand.', en: 'As data-brand.' },
  appearance: {
    fr: 'L’objet appearance lui-même (pas de JSON à écrire).',
    en: 'The appearance object itself (no JSON to write).',
  },
  key: {
    fr: 'Une autre clé publique que celle de la balise script, pour ce widget.',
    en: 'Another publishable key than the script tag’s, for this widget.',
  },
};

export const eventTexts: Record<string, Both> = {
  'propre:ready': {
    fr: 'Le widget est affiché : l’origine de votre page a été acceptée.',
    en: 'The widget is shown: your page’s origin was accepted.',
  },
  'propre:booking-created': {
    fr: 'Une réservation (ou une série : un identifiant par visite) est faite et son dépôt payé.',
    en: 'A booking (or a series: one id per visit) was made and its deposit paid.',
  },
  'propre:signed-in': {
    fr: 'La personne s’est connectée dans un widget de cette page.',
    en: 'The person signed in inside a widget of this page.',
  },
  'propre:error': {
    fr: 'Un refus ou un échec. Le widget affiche lui-même le message ; l’événement vous permet de le consigner.',
    en: 'A refusal or failure. The widget shows the message itself; the event lets you log it.',
  },
};

export const variableTexts: Record<string, Both> = {
  colorPrimary: { fr: 'Couleur principale (boutons, liens, focus).', en: 'Main colour (buttons, links, focus).' },
  colorPrimaryHover: { fr: 'La principale au survol.', en: 'The main colour on hover.' },
  colorPrimaryContrast: { fr: 'Le texte posé sur la principale.', en: 'Text on the main colour.' },
  colorBackground: { fr: 'Le fond du widget.', en: 'The widget’s background.' },
  colorSurface: { fr: 'Le fond des cartes et des champs.', en: 'The background of cards and fields.' },
  colorText: { fr: 'Le texte.', en: 'Text.' },
  colorTextMuted: { fr: 'Le texte secondaire.', en: 'Secondary text.' },
  colorBorder: { fr: 'Les bordures.', en: 'Borders.' },
  colorDanger: { fr: 'Les erreurs.', en: 'Errors.' },
  colorFocus: { fr: 'L’anneau de focus (la principale par défaut).', en: 'The focus ring (the main colour by default).' },
  fontFamily: { fr: 'La police.', en: 'The font.' },
  fontSize: { fr: 'La taille de base, p. ex. 16px.', en: 'The base size, e.g. 16px.' },
  radius: {
    fr: 'L’arrondi des contrôles ; celui des cartes en découle.',
    en: 'The corner radius of controls; cards’ follows from it.',
  },
  controlHeight: {
    fr: 'La hauteur des boutons et des champs ; gardez au moins 44px pour le tactile.',
    en: 'The height of buttons and fields; keep at least 44px for touch.',
  },
};

/** The `code` values of `propre:error` that are not the API's problem codes. */
export const embedOnlyErrorTexts: Record<string, Both> = {
  network_error: {
    fr: 'L’API n’a pas pu être jointe (hors ligne, bloquée).',
    en: 'The API could not be reached (offline, blocked).',
  },
  embed_load_failed: {
    fr: 'Le code du widget ne s’est pas chargé (réseau, intégrité) ; rien n’est affiché.',
    en: 'The widget’s code did not load (network, integrity); nothing is shown.',
  },
};

/**
 * The problem codes a partner meets (the widget's refusals, the secret-key API, webhook
 * endpoints), shown with their status and title from the error catalogue.
 */
export const partnerErrorCodes = [
  'partner_origin_not_allowed',
  'partner_api_key_invalid',
  'partner_api_key_revoked',
  'partner_api_key_not_found',
  'partner_limit_reached',
  'publishable_key_origins_required',
  'origin_invalid',
  'webhook_url_not_allowed',
  'webhook_endpoint_not_found',
  'webhook_endpoint_disabled',
  'webhook_delivery_not_found',
  'rate_limited',
  'unauthenticated',
  'forbidden',
  'validation_failed',
  'not_found',
  'server_busy',
  'internal_error',
  'service_unavailable',
] as const;
