import type { Seeder } from '../../db/seed/seeder.ts';
import { newId } from '../../lib/ids.ts';
import { seedGallery } from './gallery.seed.ts';
import { BlogPost, FaqEntry, type faqCategories } from './growth.entities.ts';

type Category = (typeof faqCategories)[number];

interface DemoFaq {
  category: Category;
  fr: [question: string, answer: string];
  en: [question: string, answer: string];
}

/** The public FAQ (/faq), by category; amounts match spec §9 and the pricing terms the API gives. */
const faq: readonly DemoFaq[] = [
  {
    category: 'general',
    fr: [
      'Dans quelles villes trouve-t-on des nettoyeurs ?',
      'À Montréal, Laval, Longueuil et Québec, et dans les villes voisines que chaque nettoyeur choisit de desservir. Cherchez votre ville : la liste montre seulement les nettoyeurs qui s’y déplacent.',
    ],
    en: [
      'Which cities do you serve?',
      'Montreal, Laval, Longueuil and Quebec City, plus the nearby towns each cleaner chooses to cover. Search for your city: the list shows only cleaners who travel there.',
    ],
  },
  {
    category: 'general',
    fr: [
      'Dois-je créer un compte pour comparer ?',
      'Non. Profils, avis, tarifs et disponibilités se consultent sans compte. Vous créez votre compte au moment de réserver.',
    ],
    en: [
      'Do I need an account to compare cleaners?',
      'No. Profiles, reviews, rates and availability are open to everyone. You create your account when you book.',
    ],
  },
  {
    category: 'clients',
    fr: [
      'Combien de temps dure un ménage ?',
      'Quatre heures au minimum, par demi-heure ensuite. Pour un grand ménage ou un déménagement, prévoyez plus long : le nettoyeur vous le dira dans la messagerie.',
    ],
    en: [
      'How long is a cleaning?',
      'Four hours at least, then by the half hour. Plan more for a deep or move-out cleaning: your cleaner will tell you in the chat.',
    ],
  },
  {
    category: 'clients',
    fr: [
      'Que se passe-t-il après ma demande ?',
      'Le nettoyeur a 24 heures pour l’accepter. Sans réponse, la demande expire et votre acompte vous est remboursé en entier. Une fois acceptée, la messagerie s’ouvre avec lui.',
    ],
    en: [
      'What happens after I send a request?',
      'The cleaner has 24 hours to accept it. Without an answer the request expires and your deposit is refunded in full. Once accepted, you can message each other.',
    ],
  },
  {
    category: 'clients',
    fr: [
      'Puis-je annuler ou reporter ?',
      'Oui, sans frais jusqu’à 24 heures avant le début. Plus tard, des frais d’annulation de 50 $ sont retenus sur l’acompte. Un report se demande aussi jusqu’à 24 heures avant.',
    ],
    en: [
      'Can I cancel or postpone?',
      'Yes, free of charge up to 24 hours before the start. Later, a $50 cancellation fee is kept from the deposit. You can also postpone up to 24 hours before.',
    ],
  },
  {
    category: 'clients',
    fr: [
      'Mes animaux posent-ils problème ?',
      'Indiquez-les à la réservation (chat, chien ou autre). Chaque nettoyeur dit quels animaux il accepte, et le filtre de recherche vous les montre.',
    ],
    en: [
      'Are my pets a problem?',
      'Mention them when you book (cat, dog or other). Each cleaner says which pets they are comfortable with, and the search filter shows you who.',
    ],
  },
  {
    category: 'payments',
    fr: [
      'Quand suis-je débité ?',
      'La moitié du total à la réservation, l’autre moitié une fois le ménage terminé, avec la carte enregistrée. Chaque ligne du prix est affichée avant de payer.',
    ],
    en: [
      'When am I charged?',
      'Half of the total when you book, the other half once the cleaning is done, on the saved card. Every line of the price is shown before you pay.',
    ],
  },
  {
    category: 'payments',
    fr: [
      'Les taxes sont-elles incluses ?',
      'Un nettoyeur inscrit aux taxes ajoute la TPS (5 %) et la TVQ (9,975 %), chacune sur sa ligne. Un petit fournisseur non inscrit n’en facture pas : c’est indiqué sur son prix.',
    ],
    en: [
      'Are taxes included?',
      'A cleaner registered for sales tax adds GST (5%) and QST (9.975%), each on its own line. A small supplier who is not registered charges none: the price says so.',
    ],
  },
  {
    category: 'payments',
    fr: [
      'Ai-je droit à un rabais ?',
      'Oui, sur votre premier ménage : 15 % pour un nouveau client, ou le rabais de votre code de parrainage ou de bienvenue. Le plus avantageux s’applique ; ils ne s’additionnent pas.',
    ],
    en: [
      'Is there a discount?',
      'Yes, on your first cleaning: 15% for a new client, or your referral or welcome code’s discount. The best one applies; they do not add up.',
    ],
  },
  {
    category: 'cleaners',
    fr: [
      'Comment suis-je payé ?',
      'Chaque vendredi, pour les ménages terminés la semaine précédente, directement dans votre compte bancaire. Besoin de votre argent plus tôt ? Le versement instantané coûte 5 $.',
    ],
    en: [
      'How do I get paid?',
      'Every Friday, for the cleanings finished the week before, straight to your bank account. Need it sooner? An instant payout costs $5.',
    ],
  },
  {
    category: 'cleaners',
    fr: [
      'Qui fixe le tarif ?',
      'Vous. À l’heure (de 17 $ à 199 $) ou à prix fixe selon le type de logement (de 15 $ à 199 $). Vous choisissez aussi vos villes et vos disponibilités.',
    ],
    en: [
      'Who sets the rate?',
      'You do. Hourly ($17 to $199) or a fixed price per type of home ($15 to $199). You also choose your cities and your hours.',
    ],
  },
  {
    category: 'safety',
    fr: [
      'Les nettoyeurs sont-ils vérifiés ?',
      'Notre équipe vérifie la pièce d’identité de chaque nettoyeur « vérifié ». Une vérification d’antécédents et une preuve d’assurance peuvent s’y ajouter : elles sont affichées sur le profil.',
    ],
    en: [
      'Are cleaners vetted?',
      'Our team checks the ID of every “verified” cleaner. A background check and proof of insurance can be added too: the profile shows them.',
    ],
  },
  {
    category: 'safety',
    fr: [
      'Qui voit mon adresse ?',
      'Seulement le nettoyeur qui a accepté votre ménage, et seulement pour cette réservation. Les photos de la galerie ne montrent jamais d’adresse.',
    ],
    en: [
      'Who sees my address?',
      'Only the cleaner who accepted your cleaning, and only for that booking. Gallery photos never show an address.',
    ],
  },
];

interface DemoPost {
  slug: string;
  daysAgo: number;
  fr: { title: string; summary: string; body: string };
  en: { title: string; summary: string; body: string };
}

const posts: readonly DemoPost[] = [
  {
    slug: 'grand-menage-du-printemps',
    daysAgo: 40,
    fr: {
      title: 'Le grand ménage du printemps, pièce par pièce',
      summary: 'Une liste simple pour tout faire en une journée, et ce qu’il vaut mieux confier à un pro.',
      body: 'Au Québec, le printemps arrive avec le calcium des trottoirs et la poussière de l’hiver. Voici l’ordre que suivent nos nettoyeurs.\n\n## Commencer par le haut\n\nDépoussiérez luminaires, dessus d’armoires et cadres de porte avant de laver les planchers : la poussière tombe.\n\n## La cuisine\n\n- Vider et laver le réfrigérateur, tablette par tablette\n- Dégraisser la hotte et son filtre\n- Nettoyer le four à basse température avec du bicarbonate\n\n## Les entrées\n\nLe calcium laisse des traces blanches : un mélange d’eau chaude et de vinaigre les dissout sans abîmer le bois.\n\n## Ce qu’un pro fait plus vite\n\nUn grand ménage prend de six à huit heures pour un cinq et demie. Réservez-le au moins une semaine d’avance en avril et en mai, les semaines les plus demandées.',
    },
    en: {
      title: 'Spring cleaning, room by room',
      summary: 'A simple checklist to get it done in a day, and what is best left to a pro.',
      body: 'In Quebec, spring comes with road salt on the floors and a winter’s worth of dust. Here is the order our cleaners follow.\n\n## Start at the top\n\nDust light fixtures, cupboard tops and door frames before washing the floors: dust falls.\n\n## The kitchen\n\n- Empty and wash the fridge, shelf by shelf\n- Degrease the range hood and its filter\n- Clean the oven at low heat with baking soda\n\n## Entrances\n\nRoad salt leaves white marks: hot water with vinegar lifts them without harming wood.\n\n## What a pro does faster\n\nA deep clean takes six to eight hours for a two-bedroom flat. Book at least a week ahead in April and May, the busiest weeks.',
    },
  },
  {
    slug: 'produits-ecologiques-qui-marchent',
    daysAgo: 21,
    fr: {
      title: 'Des produits écologiques qui marchent vraiment',
      summary: 'Vinaigre, bicarbonate, savon de Castille : quoi utiliser où, et ce qu’il ne faut jamais mélanger.',
      body: 'Nos nettoyeurs certifiés écoresponsables utilisent peu de produits, bien choisis.\n\n## Le trio de base\n\n- Le vinaigre blanc pour le calcaire et les vitres\n- Le bicarbonate de soude pour récurer sans rayer\n- Le savon de Castille pour les planchers et les comptoirs\n\n## À ne jamais mélanger\n\nJamais d’eau de Javel avec du vinaigre ou de l’ammoniaque : les vapeurs sont toxiques.\n\n## Les surfaces fragiles\n\nLe vinaigre ternit le marbre et le granit. Pour la pierre, un savon au pH neutre suffit.\n\n## Moins d’emballages\n\nDes concentrés en recharge et des chiffons en microfibre lavables remplacent des dizaines de bouteilles et de rouleaux d’essuie-tout par année.',
    },
    en: {
      title: 'Green cleaning products that actually work',
      summary: 'Vinegar, baking soda, castile soap: what to use where, and what never to mix.',
      body: 'Our eco-certified cleaners use few products, well chosen.\n\n## The basic trio\n\n- White vinegar for limescale and windows\n- Baking soda to scrub without scratching\n- Castile soap for floors and counters\n\n## Never mix\n\nNever mix bleach with vinegar or ammonia: the fumes are toxic.\n\n## Delicate surfaces\n\nVinegar dulls marble and granite. For stone, a pH-neutral soap is enough.\n\n## Less packaging\n\nRefillable concentrates and washable microfibre cloths replace dozens of bottles and paper towel rolls a year.',
    },
  },
  {
    slug: 'menage-de-demenagement-1er-juillet',
    daysAgo: 7,
    fr: {
      title: 'Le ménage de déménagement du 1er juillet',
      summary: 'Récupérer son dépôt, laisser un logement propre : le calendrier à suivre avant le jour J.',
      body: 'Le 1er juillet, des dizaines de milliers de ménages changent d’adresse au Québec en même temps. Les nettoyeurs aussi sont très demandés.\n\n## Trois semaines avant\n\nRéservez votre ménage de déménagement : les dates autour du 1er juillet partent vite.\n\n## La veille\n\n- Videz les armoires et le réfrigérateur\n- Débranchez le frigo pour le dégivrer\n- Gardez un sac de produits et de chiffons à part\n\n## Le jour même\n\nUn logement vide se nettoie deux fois plus vite : planifiez le ménage après le départ du camion.\n\n## À l’arrivée\n\nUn ménage avant de déballer les boîtes, c’est le plus simple. Si vous arrivez le 1er, réservez pour le matin même.',
    },
    en: {
      title: 'The July 1st moving-day cleaning',
      summary: 'Leave a clean flat behind and start fresh: the timeline to follow before moving day.',
      body: 'On July 1st, tens of thousands of households in Quebec move at the same time. Cleaners are in high demand too.\n\n## Three weeks before\n\nBook your move-out cleaning: dates around July 1st go fast.\n\n## The day before\n\n- Empty the cupboards and the fridge\n- Unplug the fridge to defrost it\n- Keep a bag of products and cloths aside\n\n## On the day\n\nAn empty flat is cleaned twice as fast: plan the cleaning after the truck has left.\n\n## When you arrive\n\nA cleaning before you unpack is easiest. If you move in on the 1st, book for that morning.',
    },
  },
];

/**
 * The public content a fresh start shows (issue 37): the FAQ by category and three published
 * blog posts, each in French and English, and the before/after gallery.
 */
export const growthSeeder: Seeder = {
  name: 'growth-content',
  async run(context) {
    const { em } = context;
    const now = new Date();
    const positions = new Map<Category, number>();
    for (const entry of faq) {
      const position = positions.get(entry.category) ?? 0;
      positions.set(entry.category, position + 1);
      em.create(FaqEntry, {
        id: newId('faq'),
        category: entry.category,
        position,
        published: true,
        questionFr: entry.fr[0],
        answerFr: entry.fr[1],
        questionEn: entry.en[0],
        answerEn: entry.en[1],
        createdAt: now,
        updatedAt: now,
      });
    }
    // Oldest first, so the ids (sortable by time) and the dates agree.
    for (const post of [...posts].sort((a, b) => b.daysAgo - a.daysAgo)) {
      const publishedAt = new Date(now.getTime() - post.daysAgo * 86_400_000);
      em.create(BlogPost, {
        id: newId('blg'),
        slug: post.slug,
        status: 'published',
        titleFr: post.fr.title,
        summaryFr: post.fr.summary,
        bodyFr: post.fr.body,
        titleEn: post.en.title,
        summaryEn: post.en.summary,
        bodyEn: post.en.body,
        publishedAt,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      });
    }
    await seedGallery(context);
  },
};
