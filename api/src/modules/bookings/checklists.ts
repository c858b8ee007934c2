import type { Language } from '../accounts/accounts.entities.ts';
import type { ChecklistItem } from './bookings.entities.ts';

type Lists = Record<'fr' | 'en', readonly string[]>;

const basic: Lists = {
  fr: [
    'Dépoussiérer les surfaces',
    'Passer l’aspirateur et laver les planchers',
    'Nettoyer la cuisine (comptoirs, évier, électroménagers à l’extérieur)',
    'Nettoyer la salle de bain (toilette, douche, lavabo, miroir)',
    'Vider les poubelles',
  ],
  en: [
    'Dust surfaces',
    'Vacuum and wash floors',
    'Clean the kitchen (counters, sink, outside of appliances)',
    'Clean the bathroom (toilet, shower, sink, mirror)',
    'Empty the trash',
  ],
};

const deep: Lists = {
  fr: [
    ...basic.fr,
    'Nettoyer l’intérieur du four et du réfrigérateur',
    'Laver les plinthes, portes et interrupteurs',
    'Détartrer la douche et la robinetterie',
  ],
  en: [
    ...basic.en,
    'Clean inside the oven and the fridge',
    'Wash baseboards, doors and switches',
    'Descale the shower and the taps',
  ],
};

const moveInOut: Lists = {
  fr: [...deep.fr, 'Nettoyer l’intérieur des armoires et des placards', 'Laver les fenêtres à l’intérieur'],
  en: [...deep.en, 'Clean inside cabinets and closets', 'Wash windows on the inside'],
};

const workplace: Lists = {
  fr: [
    'Dépoussiérer les bureaux et les surfaces',
    'Passer l’aspirateur et laver les planchers',
    'Nettoyer la cuisinette',
    'Nettoyer les toilettes',
    'Vider les poubelles et le recyclage',
  ],
  en: [
    'Dust desks and surfaces',
    'Vacuum and wash floors',
    'Clean the kitchenette',
    'Clean the washrooms',
    'Empty trash and recycling',
  ],
};

const rental: Lists = {
  fr: [...basic.fr, 'Changer la literie et les serviettes', 'Réapprovisionner les articles de base'],
  en: [...basic.en, 'Change the bedding and towels', 'Restock the essentials'],
};

const byServiceType: Record<string, Lists> = {
  basic,
  deep,
  move_in_out: moveInOut,
  office: workplace,
  commercial: workplace,
  airbnb: rental,
  bungalo: basic,
  apartement: basic,
  condo: basic,
};

/** The tasks the client wrote, or the default list of the service type in the client's language. */
export function checklistFor(serviceType: string, tasks: readonly string[] | undefined, language: Language): ChecklistItem[] {
  const list = tasks ?? (byServiceType[serviceType] ?? basic)[language];
  return list.map((task) => ({ task: task.trim(), done: false })).filter((item) => item.task.length > 0);
}
