import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  emptyStory,
  everyPart,
  expectBeside,
  loadErrorStory,
  mockOperation,
  partnerGestion,
  partnerKeySecret,
  partnerSecretKey,
  partnersPage,
  partsWithoutPartnerClass,
  problemAnswer,
  slow,
  withHandlers,
} from '../story-support/index.ts';
import { AdminPartners } from './widgets.ts';

const meta = {
  title: 'Widgets/AdminPartners/AdminPartners',
  component: AdminPartners,
  args: { partnerHref: (id: string) => `/admin/partners/${id}`, onCreated: fn() },
} satisfies Meta<typeof AdminPartners>;

export default meta;
type Story = StoryObj<typeof meta>;

const listed = () => mockOperation('partners.list', { status: 200, body: partnersPage });

/** Fills the form and sends it. */
async function add(canvasElement: HTMLElement, name: string, email: string) {
  const canvas = within(canvasElement);
  const nameField = await canvas.findByRole('textbox', { name: /Nom de l’organisation|Organisation name/ }, slow);
  if (name) await userEvent.type(nameField, name);
  if (email) await userEvent.type(canvas.getByRole('textbox', { name: /Courriel de contact|Contact email/ }), email);
  await userEvent.click(canvas.getByRole('button', { name: /Ajouter le partenaire|Add the partner/ }));
  return { canvas, nameField, emailField: canvas.getByRole('textbox', { name: /Courriel de contact|Contact email/ }) };
}

/** Loading: skeletons where the table goes; the form is there already. */
export const Loading: Story = {
  ...withHandlers(() => mockOperation('partners.list', { status: 200, body: partnersPage, delay: 'infinite' })),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-part="adminPartnersSkeleton"]')).not.toBeNull(), slow);
    await expect(within(canvasElement).getByRole('button', { name: /Ajouter le partenaire|Add the partner/ })).toBeVisible();
  },
};

/** The partners, each a link to its page. */
export const Success: Story = {
  ...withHandlers(listed),
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: 'Gestion Immo Québec' }, slow);
    await expect(link).toHaveAttribute('href', `/admin/partners/${partnerGestion.id}`);
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'tech@condos-laval.example' })).toBeVisible();
  },
};

/** No partner yet: said, and the form to add the first. */
export const Empty: Story = {
  ...emptyStory('partners.list', { items: [] }, /Aucun partenaire|No partner yet/),
};

/** The list cannot load (500): the error and a retry. */
export const LoadError: Story = loadErrorStory('partners.list');

/** A name of one letter: refused beside the field before any call. */
export const NameTooShort: Story = {
  ...withHandlers(listed),
  play: async ({ canvasElement, args }) => {
    const { nameField } = await add(canvasElement, 'G', 'api@gestion-immo.example');
    await expectBeside(nameField, /au moins 2 caractères|at least 2 characters/, { invalid: true });
    await expect(nameField).toHaveFocus();
    await expect(args.onCreated).not.toHaveBeenCalled();
  },
};

/** No contact email: refused beside the field. */
export const EmailMissing: Story = {
  ...withHandlers(listed),
  play: async ({ canvasElement }) => {
    const { emailField } = await add(canvasElement, 'Gestion Immo', '');
    await expectBeside(emailField, /Entrez le courriel de contact|Enter the contact email/, { invalid: true });
  },
};

/** Not an email: refused beside the field. */
export const EmailInvalid: Story = {
  ...withHandlers(listed),
  play: async ({ canvasElement }) => {
    const { emailField } = await add(canvasElement, 'Gestion Immo', 'api-at-gestion');
    await expectBeside(emailField, /api@partenaire.example|api@partner.example/, { invalid: true });
  },
};

/** The API refuses (its own field error): said beside the field it names. */
export const RefusedByApi: Story = {
  ...withHandlers(listed, () =>
    problemAnswer('partners.create', 400, 'validation_failed', {
      errors: [{ pointer: '/body/contactEmail', code: 'format', message: 'must match format "email"' }],
    }),
  ),
  play: async ({ canvasElement }) => {
    const { emailField } = await add(canvasElement, 'Gestion Immo', 'api@gestion.example');
    await waitFor(() => expect(emailField).toHaveAttribute('aria-invalid', 'true'), slow);
  },
};

/**
 * Added: its first secret key shows once, with a copy button; once dismissed it is gone from the
 * page for good (the list never holds it).
 */
export const CreatedSecretShownOnce: Story = {
  beforeEach({ msw }) {
    msw.use(
      listed(),
      mockOperation('partners.create', {
        status: 201,
        body: {
          partner: { ...partnerGestion, id: 'ptn_01jd0v3v4m00000000000newp1' },
          secretKey: { key: partnerSecretKey, secret: partnerKeySecret('sk') },
        },
      }),
    );
    const own = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: fn(async () => undefined) },
      configurable: true,
      writable: true,
    });
    return () => {
      if (own) Object.defineProperty(navigator, 'clipboard', own);
      else delete (navigator as unknown as Record<string, unknown>).clipboard;
    };
  },
  play: async ({ canvasElement, args }) => {
    const { canvas } = await add(canvasElement, 'Gestion Immo Québec', 'api@gestion-immo.example');
    const secret = await canvas.findByRole('textbox', { name: /Clé secrète|Secret key/ }, slow);
    await expect(secret).toHaveValue(partnerKeySecret('sk'));
    await expect(secret).toHaveFocus();
    await expect(canvas.getByText(/n’est affichée que cette fois|shown this once/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^(Copier|Copy)$/ }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(partnerKeySecret('sk'));
    await expect(await canvas.findByText(/Copiée dans le presse-papiers|Copied to the clipboard/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /(Gérer les clés et webhooks de|Manage) Gestion Immo Québec/ })).toBeVisible();
    await expect(args.onCreated).toHaveBeenCalledWith('ptn_01jd0v3v4m00000000000newp1');
    await userEvent.click(canvas.getByRole('button', { name: /Je l’ai enregistrée|I have saved it/ }));
    await expect(canvas.queryByDisplayValue(partnerKeySecret('sk'))).toBeNull();
    await expect(canvasElement.textContent).not.toContain(partnerKeySecret('sk'));
  },
};

/** A partner's class on every part shown. */
export const Appearance: Story = {
  args: { appearance: everyPart('admin-partners') },
  ...withHandlers(listed),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('link', { name: 'Gestion Immo Québec' }, slow);
    await expect(partsWithoutPartnerClass(canvasElement.ownerDocument.body)).toEqual([]);
  },
};
