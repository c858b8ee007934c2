import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as plays from '../story-support/index.ts';
import { CommercialReferralForm } from './index.ts';

const meta = {
  title: 'Widgets/CommercialReferral/CommercialReferralForm',
  component: CommercialReferralForm,
} satisfies Meta<typeof CommercialReferralForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (name: RegExp) => (canvas: plays.Canvas) => canvas.getByLabelText(name);
const company = field(/^(Nom de l’entreprise|Company name)/);
const contact = field(/^(Personne à joindre|Contact person)/);
const email = field(/^(Courriel|Email)/);
const phone = field(/^(Téléphone|Phone)/);
const city = field(/^(Ville|City)/);
const type = field(/^(Type d’immeuble|Property type)/);
const area = field(/^(Superficie|Floor area)/);

interface Lead {
  companyName: string;
  contactName: string;
  email: string;
  phone: string;
  city: string;
  propertyType: string;
  squareFeet: string;
}

const lead: Lead = { ...plays.dufourLead, squareFeet: '4200' };

const received = { id: 'crf_01jd0v3v4m0000000000000001', receivedAt: '2026-12-07T15:00:00.000Z' };

const send = (root: HTMLElement, values: Partial<Lead> = lead) =>
  plays.fillAndSend(
    root,
    { companyName: company, contactName: contact, email, phone, city, propertyType: type, squareFeet: area },
    values,
    /^(Envoyer|Send)$/,
  );

const sends = plays.publicFormStories('growth.referCommercialProperty', (root) => send(root), {
  accepted: { status: 202, body: received },
  email,
  refusedEmail: /Adresse courriel invalide|n’est pas valide|isn’t valid/,
});

export const Default: Story = plays.loadedStory(plays.shows(company));

/** Nothing filled: each required field says what it needs, the focus on the first. */
export const Empty: Story = plays.sentStory(
  (root) => send(root, {}),
  async (canvas) => {
    await plays.expectBeside(company(canvas), /nom de l’entreprise|company’s name/, { invalid: true });
    await plays.expectBeside(contact(canvas), /personne à joindre|contact person’s name/, { invalid: true });
    await plays.expectBeside(email(canvas), /nom@exemple\.ca|name@example\.ca/, { invalid: true });
    await plays.expectBeside(city(canvas), /ville de l’immeuble|property’s city/, { invalid: true });
    await plays.expectBeside(type(canvas), /type d’immeuble|property type/, { invalid: true });
    await expect(company(canvas)).toHaveFocus();
  },
);

/** Not an address: said beside the email. */
export const InvalidEmail: Story = sends.invalidEmail((root) => send(root, { ...lead, email: 'julie.cabinetdufour.ca' }));

/** Too few digits: said beside the phone, which may also be left empty. */
export const InvalidPhone: Story = plays.sentStory(
  (root) => send(root, { ...lead, phone: '555-0147' }),
  plays.besideField(phone, /10 à 15 chiffres|10 to 15 digits/),
);

/** An area that is not a number of square feet in bounds. */
export const InvalidArea: Story = plays.sentStory(
  (root) => send(root, { ...lead, squareFeet: '50' }),
  plays.besideField(area, /entre 100 et|between 100 and/),
);

/** No type chosen. */
export const MissingType: Story = plays.sentStory(
  (root) => send(root, { ...lead, propertyType: '' }),
  plays.besideField(type, /Choisissez le type|Choose the property type/),
);

/** The API refuses the phone (`invalid_phone`): its words beside the phone. */
export const RefusedPhone: Story = plays.refusedStory(
  'growth.referCommercialProperty',
  (root) => send(root),
  {
    status: 400,
    code: 'invalid_phone',
    errors: [{ pointer: '/body/phone', code: 'invalid_phone', message: 'Numéro de téléphone invalide' }],
  },
  plays.besideField(phone, /Numéro de téléphone invalide|isn’t valid|n’est pas valide|phone/i),
);

/** The API refuses the address (`invalid_email`): beside the email. */
export const RefusedEmail: Story = sends.refusedEmail;

/** The answer held: the button says it is sending. */
export const Sending: Story = sends.sending;

/** Sent: thanks, the company named, and where the partner will write. */
export const Sent: Story = sends.sent(/Cabinet Dufour et associés/, /julie@cabinetdufour\.ca/);

/** The partner's mail could not go (503 `commercial_referral_failed`): nothing kept, try again. */
export const PartnerUnreachable: Story = plays.refusedStory(
  'growth.referCommercialProperty',
  (root) => send(root),
  { status: 503, code: 'commercial_referral_failed' },
  plays.alertSays(/n’a pas pu être envoyée|could not be sent/),
);

/** Five an hour from one address: the wait, in the person's words. */
export const RateLimited: Story = sends.rateLimited;

export const ServerError: Story = sends.serverError;

export const Offline: Story = sends.offline;

export const Appearance: Story = plays.appearanceStory('commercial-referral', (root) =>
  within(root).findByLabelText(/^(Nom de l’entreprise|Company name)/),
);
