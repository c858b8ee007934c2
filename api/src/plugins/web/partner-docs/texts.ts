/** The partners' documentation's prose, French first; French spacing is applied at render (typography.ts). */
import type { Locale } from '../../errors/locale.ts';

export interface DocsTexts {
  title: string;
  lead: string;
  contents: string;
  quickStart: { title: string; lead: string; scriptTitle: string; scriptLead: string; reactTitle: string; reactLead: string };
  playground: {
    title: string;
    lead: string;
    widget: string;
    cleaner: string;
    cleanerHint: string;
    lang: string;
    theme: string;
    brand: string;
    primary: string;
    radius: string;
    font: string;
    snippet: string;
    copy: string;
    copied: string;
    copyFailed: string;
    preview: string;
    previewNote: string;
    noDemo: string;
  };
  attributes: { title: string; lead: string; name: string; values: string; meaning: string; anyText: string; later: string };
  mount: { title: string; lead: string; option: string; type: string; meaning: string; unmount: string };
  events: {
    title: string;
    lead: string;
    event: string;
    detail: string;
    when: string;
    errorCodes: string;
    errorCodesLead: string;
  };
  theming: {
    title: string;
    lead: string;
    themes: string;
    variablesTitle: string;
    variable: string;
    meaning: string;
    partsTitle: string;
    partsLead: string;
    partsCount: (count: number) => string;
  };
  keys: { title: string; items: string[]; refusalTitle: string; refusalLead: string };
  api: {
    title: string;
    lead: string;
    authTitle: string;
    authLead: string;
    exampleLead: string;
    limitsTitle: string;
    limits: (perMinute: string) => string[];
  };
  webhooks: {
    title: string;
    lead: string;
    eventsTitle: string;
    headersTitle: string;
    headers: { name: string; text: string }[];
    schemeTitle: string;
    scheme: string[];
    nodeTitle: string;
    pythonTitle: string;
    retries: string;
  };
  errors: { title: string; lead: string; code: string; status: string; titleColumn: string; embedOnly: string };
  other: { reference: string; errorsFile: string };
}

export const texts: Record<Locale, DocsTexts> = {
  fr: {
    title: 'Propre sur votre site : documentation des partenaires',
    lead: 'La réservation, la recherche et les profils de Propre dans vos pages, par une balise script ou dans votre application React ; l’API et les webhooks pour vos serveurs.',
    contents: 'Sommaire',
    quickStart: {
      title: 'Démarrage rapide',
      lead: 'Deux façons d’afficher un widget ; les mêmes options, les mêmes événements.',
      scriptTitle: 'Une balise script (tout site, tout CMS)',
      scriptLead:
        'Collez ces deux lignes. Chaque widget s’affiche dans sa propre zone isolée : vos styles ne l’atteignent pas, les siens ne touchent pas votre page.',
      reactTitle: 'React (votre application)',
      reactLead:
        'Les mêmes widgets, depuis le paquet npm @propre/widgets, dans votre propre arbre React. Vous passez la clé publique au client ; chaque widget reçoit ses options en propriétés.',
    },
    playground: {
      title: 'Terrain d’essai',
      lead: 'Choisissez les options : l’extrait se met à jour, et le vrai widget s’affiche plus bas, chargé par le même chargeur que sur votre site.',
      widget: 'Widget',
      cleaner: 'Identifiant de la personne (slug)',
      cleanerHint: 'Pour booking et cleaner-profile, p. ex. sophie-gagnon.',
      lang: 'Langue',
      theme: 'Thème',
      brand: 'Marque',
      primary: 'Couleur principale',
      radius: 'Arrondi des contrôles',
      font: 'Police',
      snippet: 'Votre extrait',
      copy: 'Copier l’extrait',
      copied: 'Extrait copié.',
      copyFailed: 'La copie a échoué : sélectionnez le texte et copiez-le.',
      preview: 'Aperçu en direct',
      previewNote: 'Ici, la clé de démonstration est acceptée pour l’origine de cette page ; sur votre site, la vôtre.',
      noDemo:
        'L’aperçu en direct demande les données de démonstration (SEED_DEMO_DATA) : elles créent la clé publique de démonstration.',
    },
    attributes: {
      title: 'Attributs data-',
      lead: 'Lus sur l’élément du widget (et data-propre-key sur la balise script). Une valeur inconnue prend la valeur par défaut plutôt que de casser votre page.',
      name: 'Attribut',
      values: 'Valeurs',
      meaning: 'Rôle',
      anyText: 'texte libre',
      later:
        'Les éléments ajoutés plus tard (un bloc de CMS, une application monopage) sont trouvés d’eux-mêmes ; un élément retiré libère son widget. L’extrait collé deux fois : la première copie sert.',
    },
    mount: {
      title: 'Propre.mount et Propre.unmount',
      lead: 'Pour afficher un widget depuis votre code : les options passées l’emportent sur les attributs de l’élément. Monter un élément qui a déjà un widget le remplace.',
      option: 'Option',
      type: 'Type',
      meaning: 'Rôle',
      unmount: 'Propre.unmount(element) retire le widget (c’est fait aussi quand l’élément quitte la page).',
    },
    events: {
      title: 'Événements',
      lead: 'Des CustomEvent envoyés sur l’élément du widget ; ils remontent (bubbles) et traversent la frontière de la zone isolée : écoutez-les sur l’élément ou sur document.',
      event: 'Événement',
      detail: 'event.detail',
      when: 'Quand',
      errorCodes: 'Codes de propre:error',
      errorCodesLead:
        'code vaut le code de problème de l’API quand il y en a un (voir Codes d’erreur), ou l’un des deux codes propres au widget :',
    },
    theming: {
      title: 'Thème et appearance',
      lead: 'Un seul objet, appearance : un thème, des variables appliquées aux jetons --propre-*, et une classe à vous par partie nommée. Passez-le en JSON dans data-appearance, en option de Propre.mount, ou en propriété au fournisseur React.',
      themes: 'Thèmes : default, bright, dark (data-theme ou appearance.theme).',
      variablesTitle: 'Variables (appearance.variables)',
      variable: 'Variable',
      meaning: 'Rôle',
      partsTitle: 'Parties (appearance.elements)',
      partsLead:
        'Chaque partie porte data-part et reçoit votre classe après les nôtres. Dans la zone isolée du script, vos feuilles de style ne s’appliquent pas : ces classes servent dans votre application React. Le nom d’une partie d’un widget est préfixé par le widget (booking + payButton → bookingPayButton).',
      partsCount: (count) => `${count} parties`,
    },
    keys: {
      title: 'Clé publique et origines autorisées',
      items: [
        'Une clé publique (pk_live_…) ne fonctionne que depuis les origines que vous avez nommées (https://votre-site.example, sans chemin ; http:// seulement pour localhost) ; ailleurs, le widget affiche un refus et l’API répond 403.',
        'Elle ne donne aucun droit : la personne se connecte elle-même, dans une fenêtre sur le site de Propre (son mot de passe ne passe jamais par votre page, sans témoin (cookie) tiers) ; votre page reçoit un accès de 15 minutes, gardé en mémoire. Les réservations faites par vos widgets vous sont attribuées.',
        'Une clé révoquée cesse de fonctionner aussitôt ; vous gérez vos clés et leurs origines avec votre clé secrète (POST /api/partners/me/api-keys).',
      ],
      refusalTitle: 'À quoi ressemble un refus',
      refusalLead:
        'Le widget affiche le refus dans sa langue et envoie propre:error ; l’API répond un problème RFC 9457 (application/problem+json) :',
    },
    api: {
      title: 'L’API avec votre clé secrète',
      lead: 'La clé secrète (sk_live_…) parle au nom de votre serveur : ne la mettez jamais dans une page ni dans une application mobile.',
      authTitle: 'Authentification',
      authLead:
        'En en-tête Authorization, comme un jeton porteur (Bearer). Une clé inconnue ou révoquée reçoit 401 partner_api_key_invalid.',
      exampleLead: 'Vérifier une clé, puis créer une clé publique pour votre site :',
      limitsTitle: 'Limites de débit',
      limits: (perMinute) => [
        `Chaque clé publique porte au plus ${perMinute} appels par minute, tous les visiteurs de vos pages ensemble ; la vérification du widget est en plus limitée à 120 par minute par adresse.`,
        'Les appels avec la clé secrète suivent les limites de chaque opération (la recherche par adresse, par exemple).',
        'Au-delà : 429 rate_limited, avec Retry-After (secondes) et les en-têtes RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset. Attendez puis réessayez.',
      ],
    },
    webhooks: {
      title: 'Webhooks',
      lead: 'Nommez une adresse https (POST /api/partners/me/webhook-endpoints) et les événements voulus : chaque changement d’une réservation faite par vos widgets y est envoyé en POST JSON, signé. Le secret de signature (whsec_…) n’est montré qu’une fois, à la création.',
      eventsTitle: 'Événements envoyés',
      headersTitle: 'En-têtes de chaque envoi',
      headers: [
        { name: 'Propre-Signature', text: 't=<secondes Unix>,v1=<signature hexadécimale>' },
        { name: 'Propre-Event-Id', text: 'l’identifiant de l’événement (le même à chaque nouvel essai : dédoublonnez avec lui)' },
        { name: 'Content-Type', text: 'application/json' },
        { name: 'User-Agent', text: 'Propre-Webhooks/1.0' },
      ],
      schemeTitle: 'La signature',
      scheme: [
        'v1 est le HMAC-SHA256, en hexadécimal, de la chaîne « t.corps » : l’horodatage t, un point, puis le corps brut reçu, octet pour octet, avec votre secret de signature comme clé.',
        'Calculez-le sur le corps brut, avant toute analyse JSON, comparez en temps constant, et refusez un horodatage à plus de 5 minutes de votre heure (rejeu).',
        'Chaque nouvel essai est signé de nouveau (nouveau t), le corps restant le même.',
      ],
      nodeTitle: 'Vérifier en Node',
      pythonTitle: 'Vérifier en Python',
      retries:
        'Répondez 2xx en moins de 10 secondes. Sinon, l’envoi est réessayé avec un délai qui double (à partir d’une minute), jusqu’à 12 essais ; le journal des envois est dans GET /api/partners/me/webhook-deliveries.',
    },
    errors: {
      title: 'Codes d’erreur',
      lead: 'Toute erreur est un problème RFC 9457 : type, title et detail dans la langue demandée, status, code (stable, ci-dessous), errors[] pour les champs invalides, et requestId (aussi en X-Request-Id). Les codes que vous rencontrerez :',
      code: 'Code',
      status: 'Statut',
      titleColumn: 'Titre',
      embedOnly: 'Propres au widget (propre:error seulement)',
    },
    other: { reference: 'Référence complète de l’API', errorsFile: 'Tous les codes d’erreur' },
  },
  en: {
    title: 'Propre on your site: partner documentation',
    lead: 'Propre’s booking, search and profiles in your pages, with one script tag or inside your React app; the API and webhooks for your servers.',
    contents: 'Contents',
    quickStart: {
      title: 'Quick start',
      lead: 'Two ways to show a widget; the same options, the same events.',
      scriptTitle: 'One script tag (any site, any CMS)',
      scriptLead:
        'Paste these two lines. Each widget shows in its own isolated area: your styles do not reach it, its styles do not touch your page.',
      reactTitle: 'React (your app)',
      reactLead:
        'The same widgets, from the npm package @propre/widgets, in your own React tree. You give the client your publishable key; each widget takes its options as props.',
    },
    playground: {
      title: 'Playground',
      lead: 'Pick the options: the snippet updates, and the real widget shows below, loaded by the same loader as on your site.',
      widget: 'Widget',
      cleaner: 'Cleaner identifier (slug)',
      cleanerHint: 'For booking and cleaner-profile, e.g. sophie-gagnon.',
      lang: 'Language',
      theme: 'Theme',
      brand: 'Brand',
      primary: 'Main colour',
      radius: 'Control corner radius',
      font: 'Font',
      snippet: 'Your snippet',
      copy: 'Copy the snippet',
      copied: 'Snippet copied.',
      copyFailed: 'Copying failed: select the text and copy it.',
      preview: 'Live preview',
      previewNote: 'Here the demo key is accepted for this page’s origin; on your site, yours is.',
      noDemo: 'The live preview needs the demo data (SEED_DEMO_DATA): it creates the demo publishable key.',
    },
    attributes: {
      title: 'data- attributes',
      lead: 'Read on the widget’s element (and data-propre-key on the script tag). An unknown value falls back to the default rather than breaking your page.',
      name: 'Attribute',
      values: 'Values',
      meaning: 'What it does',
      anyText: 'free text',
      later:
        'Elements added later (a CMS block, a single-page app) are found by themselves; an element removed releases its widget. The snippet pasted twice: the first copy serves.',
    },
    mount: {
      title: 'Propre.mount and Propre.unmount',
      lead: 'To show a widget from your code: the options given win over the element’s attributes. Mounting an element that already holds a widget replaces it.',
      option: 'Option',
      type: 'Type',
      meaning: 'What it does',
      unmount: 'Propre.unmount(element) removes the widget (also done when the element leaves the page).',
    },
    events: {
      title: 'Events',
      lead: 'CustomEvents sent on the widget’s element; they bubble and cross the isolated area’s boundary: listen on the element or on document.',
      event: 'Event',
      detail: 'event.detail',
      when: 'When',
      errorCodes: 'propre:error codes',
      errorCodesLead: 'code is the API’s problem code when there is one (see Error codes), or one of the widget’s own two:',
    },
    theming: {
      title: 'Theming with appearance',
      lead: 'One object, appearance: a theme, variables mapped onto the --propre-* tokens, and a class of yours per named part. Give it as JSON in data-appearance, as a Propre.mount option, or as a prop of the React provider.',
      themes: 'Themes: default, bright, dark (data-theme or appearance.theme).',
      variablesTitle: 'Variables (appearance.variables)',
      variable: 'Variable',
      meaning: 'What it sets',
      partsTitle: 'Parts (appearance.elements)',
      partsLead:
        'Each part carries data-part and gets your class after ours. Inside the script tag’s isolated area your stylesheets do not apply: these classes are for your React app. A widget’s part name is prefixed by the widget (booking + payButton → bookingPayButton).',
      partsCount: (count) => `${count} parts`,
    },
    keys: {
      title: 'Publishable key and allowed origins',
      items: [
        'A publishable key (pk_live_…) works only from the origins you named (https://your-site.example, no path; http:// only for localhost); elsewhere the widget shows a refusal and the API answers 403.',
        'It grants no right: the person signs in themselves, in a window on Propre’s site (their password never goes through your page, no third-party cookie); your page gets a 15-minute access, kept in memory. Bookings made through your widgets are attributed to you.',
        'A revoked key stops working at once; you manage your keys and their origins with your secret key (POST /api/partners/me/api-keys).',
      ],
      refusalTitle: 'What a refusal looks like',
      refusalLead:
        'The widget shows the refusal in its language and sends propre:error; the API answers an RFC 9457 problem (application/problem+json):',
    },
    api: {
      title: 'The API with your secret key',
      lead: 'The secret key (sk_live_…) speaks for your server: never put it in a page or a mobile app.',
      authTitle: 'Authentication',
      authLead: 'In the Authorization header, as a bearer token. An unknown or revoked key gets 401 partner_api_key_invalid.',
      exampleLead: 'Check a key, then create a publishable key for your site:',
      limitsTitle: 'Rate limits',
      limits: (perMinute) => [
        `Each publishable key carries at most ${perMinute} calls a minute, all your pages’ visitors together; the widget’s check is also limited to 120 a minute per address.`,
        'Calls with the secret key follow each operation’s own limits (search per address, for instance).',
        'Past them: 429 rate_limited, with Retry-After (seconds) and the RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset headers. Wait, then retry.',
      ],
    },
    webhooks: {
      title: 'Webhooks',
      lead: 'Name an https address (POST /api/partners/me/webhook-endpoints) and the events you want: each change to a booking made through your widgets is sent there as a signed JSON POST. The signing secret (whsec_…) is shown once, when the endpoint is created.',
      eventsTitle: 'Events sent',
      headersTitle: 'Headers of each delivery',
      headers: [
        { name: 'Propre-Signature', text: 't=<Unix seconds>,v1=<hex signature>' },
        { name: 'Propre-Event-Id', text: 'the event’s id (the same on every retry: deduplicate with it)' },
        { name: 'Content-Type', text: 'application/json' },
        { name: 'User-Agent', text: 'Propre-Webhooks/1.0' },
      ],
      schemeTitle: 'The signature',
      scheme: [
        'v1 is the hex HMAC-SHA256 of the string “t.body”: the timestamp t, a dot, then the raw body as received, byte for byte, keyed with your signing secret.',
        'Compute it over the raw body, before any JSON parsing, compare in constant time, and refuse a timestamp more than 5 minutes from your clock (replays).',
        'Each retry is signed afresh (a new t); the body stays the same.',
      ],
      nodeTitle: 'Verify in Node',
      pythonTitle: 'Verify in Python',
      retries:
        'Answer 2xx within 10 seconds. Otherwise the delivery is retried with a doubling delay (from one minute), up to 12 attempts; the delivery log is at GET /api/partners/me/webhook-deliveries.',
    },
    errors: {
      title: 'Error codes',
      lead: 'Every error is an RFC 9457 problem: type, title and detail in the language asked for, status, code (stable, below), errors[] for invalid fields, and requestId (also as X-Request-Id). The codes you will meet:',
      code: 'Code',
      status: 'Status',
      titleColumn: 'Title',
      embedOnly: 'The widget’s own (propre:error only)',
    },
    other: { reference: 'Full API reference', errorsFile: 'Every error code' },
  },
};
