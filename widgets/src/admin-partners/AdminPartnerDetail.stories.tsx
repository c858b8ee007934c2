import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  everyPart,
  expectBeside,
  expectRetry,
  mockOperation,
  type OperationId,
  partnerDeliveries,
  partnerDelivery,
  partnerEndpoint,
  partnerEndpoints,
  partnerGestion,
  partnerKeySecret,
  partnerKeys,
  partnerPublishableKey,
  partsWithoutPartnerClass,
  problemAnswer,
  type StatusOf,
  slow,
  withAnswers,
  withPendingAnswers,
} from '../story-support/index.ts';
import { AdminPartnerDetail } from './widgets.ts';

const meta = {
  title: 'Widgets/AdminPartners/AdminPartnerDetail',
  component: AdminPartnerDetail,
  args: { partnerId: partnerGestion.id, backHref: '/admin/partners' },
} satisfies Meta<typeof AdminPartnerDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The partner with its keys, endpoints and log; `next` answers the calls the story makes then. */
const partnerPage = (...next: (() => HttpHandler)[]): Pick<Story, 'beforeEach'> => ({
  beforeEach({ msw }) {
    // The story's own answers first: MSW takes the first handler that matches.
    msw.use(
      ...next.map((handler) => handler()),
      mockOperation('partners.getPartner', { status: 200, body: partnerGestion }),
      mockOperation('partners.listPartnerApiKeys', { status: 200, body: partnerKeys }),
      mockOperation('partners.listPartnerWebhookEndpoints', { status: 200, body: partnerEndpoints }),
      mockOperation('partners.listPartnerWebhookDeliveries', { status: 200, body: partnerDeliveries }),
    );
  },
});

/** The page, `operationId` refusing one field (422): the problem `code` at `pointer`, in the API's words. */
const fieldRefused = <Op extends OperationId>(operationId: Op, code: string, pointer: string, message: string) =>
  partnerPage(() => problemAnswer(operationId, 422 as StatusOf<Op>, code, { errors: [{ pointer, code, message }] }));

const ready = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: partnerGestion.name }, slow);
  await canvas.findByRole('cell', { name: /Serveur de production|hooks.gestion-immo/ }, slow).catch(() => undefined);
  return canvas;
};

/** The new key form, publishable, with `origins` typed into its fields one by one. */
async function makeKey(canvasElement: HTMLElement, name: string, origins: string[]) {
  const canvas = await ready(canvasElement);
  const form = within(await canvas.findByRole('form', { name: /Créer une clé|Make a key/ }, slow));
  if (name) await userEvent.type(form.getByRole('textbox', { name: /^(Nom|Name)/ }), name);
  for (const [i, origin] of origins.entries()) {
    if (i > 0) await userEvent.click(form.getByRole('button', { name: /Ajouter une origine|Add an origin/ }));
    if (origin) await userEvent.type(form.getByRole('textbox', { name: new RegExp(`^(Origine|Origin) ${i + 1}`) }), origin);
  }
  await userEvent.click(form.getByRole('button', { name: /Créer la clé|Make the key/ }));
  return form;
}

/** Opens the origins dialog of the site's publishable key. */
async function openOrigins(canvasElement: HTMLElement) {
  const canvas = await ready(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: /(Modifier les origines|Edit origins) Widget du site/ }, slow));
  const dialog = await body(canvasElement).findByRole('dialog', {}, slow);
  await waitFor(() => expect(dialog).toBeVisible(), slow);
  return within(dialog);
}

/** Loading: each section's shape as skeletons. */
export const Loading: Story = {
  ...withPendingAnswers({
    'partners.getPartner': partnerGestion,
    'partners.listPartnerApiKeys': partnerKeys,
    'partners.listPartnerWebhookEndpoints': partnerEndpoints,
    'partners.listPartnerWebhookDeliveries': partnerDeliveries,
  }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-part="adminPartnersSkeleton"]').length).toBe(3), slow);
  },
};

/** Keys (live and revoked, never a secret), endpoints and the delivery log with its attempts. */
export const Success: Story = {
  ...partnerPage(),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    // The live key's origins and the revoked one's.
    await expect(await canvas.findAllByText('https://reservations.gestion-immo.example', {}, slow)).toHaveLength(2);
    await expect(canvas.getByText('pk_live_3Fq9…')).toBeVisible();
    await expect(canvas.getByText(/^(Révoquée le|Revoked) /)).toBeVisible();
    // A revoked key has no action; a secret key no origins to edit.
    await expect(canvas.getAllByRole('button', { name: /^(Révoquer|Revoke) / })).toHaveLength(2);
    await expect(canvas.getAllByRole('button', { name: /^(Modifier les origines|Edit origins) / })).toHaveLength(1);
    await expect(canvas.getByText(/2 essais, dernier\s*: timeout|2 attempts, last: timeout/)).toBeVisible();
    await expect(canvas.getByText(/^(Échoué|Failed)$/)).toBeVisible();
    // Redeliver only where the endpoint still receives.
    await expect(canvas.getAllByRole('button', { name: /^(Renvoyer|Redeliver) / })).toHaveLength(2);
  },
};

/** A partner without endpoints or deliveries yet: each said in words. */
export const Empty: Story = {
  ...withAnswers({
    'partners.getPartner': partnerGestion,
    'partners.listPartnerApiKeys': { items: [partnerKeys.items[1] as never] },
    'partners.listPartnerWebhookEndpoints': { items: [] },
    'partners.listPartnerWebhookDeliveries': { items: [], nextCursor: null },
  }),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(await canvas.findByText(/Aucun point de terminaison|No endpoint/, {}, slow)).toBeVisible();
    await expect(canvas.getByText(/Aucun envoi pour l’instant|No delivery yet/)).toBeVisible();
  },
};

/** The partner cannot load (500): the error and a retry. */
export const LoadError: Story = {
  ...partnerPage(() => problemAnswer('partners.getPartner', 500, 'internal_error')),
  play: ({ canvasElement }) => expectRetry(canvasElement),
};

/** A publishable key made: its secret shows once, with copy; the origins went as typed. */
export const KeyMadeSecretShownOnce: Story = {
  ...partnerPage(() =>
    mockOperation('partners.createPartnerApiKey', {
      status: 201,
      body: {
        key: { ...partnerPublishableKey, id: 'pak_01jd0v3v4m0000000000newkey', name: 'Site 2', lastUsedAt: null },
        secret: partnerKeySecret('pk'),
      },
    }),
  ),
  play: async ({ canvasElement }) => {
    await makeKey(canvasElement, 'Site 2', ['https://www.gestion-immo.example', 'http://localhost:5173']);
    const canvas = within(canvasElement);
    const secret = await canvas.findByRole('textbox', { name: /Clé publique|Publishable key/ }, slow);
    await expect(secret).toHaveValue(partnerKeySecret('pk'));
    await expect(canvas.getByRole('button', { name: /^(Copier|Copy)$/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Je l’ai enregistrée|I have saved it/ }));
    await expect(canvasElement.textContent).not.toContain(partnerKeySecret('pk'));
  },
};

/** A key without a name: refused beside the field. */
export const KeyNameMissing: Story = {
  ...partnerPage(),
  play: async ({ canvasElement }) => {
    const form = await makeKey(canvasElement, '', ['https://www.gestion-immo.example']);
    await expectBeside(form.getByRole('textbox', { name: /^(Nom|Name)/ }), /Entrez un nom|Enter a name/, { invalid: true });
  },
};

/** An origin left empty: said beside it. */
export const OriginMissing: Story = {
  ...partnerPage(),
  play: async ({ canvasElement }) => {
    const form = await makeKey(canvasElement, 'Site 2', ['']);
    await expectBeside(form.getByRole('textbox', { name: /^(Origine|Origin) 1/ }), /Entrez une origine|Enter an origin/, {
      invalid: true,
    });
  },
};

/** An origin with a path: not scheme://host[:port], said beside that field only. */
export const OriginInvalid: Story = {
  ...partnerPage(),
  play: async ({ canvasElement }) => {
    const form = await makeKey(canvasElement, 'Site 2', ['https://ok.example', 'https://www.gestion-immo.example/reserver']);
    const second = form.getByRole('textbox', { name: /^(Origine|Origin) 2/ });
    await expectBeside(second, /schéma:\/\/hôte\[:port\]|scheme:\/\/host\[:port\]/, { invalid: true });
    await expect(second).toHaveFocus();
    await expect(form.getByRole('textbox', { name: /^(Origine|Origin) 1/ })).not.toHaveAttribute('aria-invalid');
  },
};

/** The same origin twice: the second is said to be there already. */
export const OriginDuplicate: Story = {
  ...partnerPage(),
  play: async ({ canvasElement }) => {
    const form = await makeKey(canvasElement, 'Site 2', ['https://ok.example', 'https://OK.example']);
    await expectBeside(form.getByRole('textbox', { name: /^(Origine|Origin) 2/ }), /déjà dans la liste|already in the list/, {
      invalid: true,
    });
  },
};

/** Origins edited in the dialog: the API's refusal of one (`origin_invalid` at its index) stands beside it. */
export const OriginsRefusedByApi: Story = {
  ...fieldRefused('partners.updatePartnerApiKey', 'origin_invalid', '/allowedOrigins/1', 'An origin is https://host[:port].'),
  play: async ({ canvasElement }) => {
    const dialog = await openOrigins(canvasElement);
    const second = dialog.getByRole('textbox', { name: /^(Origine|Origin) 2/ });
    await userEvent.clear(second);
    await userEvent.type(second, 'https://reservations.gestion-immo.example:8443');
    await userEvent.click(dialog.getByRole('button', { name: /Enregistrer les origines|Save the origins/ }));
    await waitFor(() => expect(second).toHaveAttribute('aria-invalid', 'true'), slow);
    await expect(dialog.getByRole('textbox', { name: /^(Origine|Origin) 1/ })).not.toHaveAttribute('aria-invalid');
  },
};

/** Origins saved: the dialog closes and the section says so. */
export const OriginsSaved: Story = {
  ...partnerPage(() =>
    mockOperation('partners.updatePartnerApiKey', {
      status: 200,
      body: { ...partnerPublishableKey, allowedOrigins: ['https://www.gestion-immo.example'] },
    }),
  ),
  play: async ({ canvasElement }) => {
    const dialog = await openOrigins(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: /Retirer l’origine 2|Remove origin 2/ }));
    await expect(dialog.queryByRole('textbox', { name: /^(Origine|Origin) 2/ })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: /Enregistrer les origines|Save the origins/ }));
    await expect(await within(canvasElement).findByText(/Origines enregistrées|Origins saved/, {}, slow)).toBeVisible();
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull(), slow);
  },
};

/** Rotate asks first (the key stops at once), then shows the new secret once. */
export const RotateConfirmed: Story = {
  ...partnerPage(() =>
    mockOperation('partners.rotateApiKey', {
      status: 201,
      body: {
        key: { ...partnerPublishableKey, id: 'pak_01jd0v3v4m0000000000rotate', lastUsedAt: null },
        secret: partnerKeySecret('pk'),
        revoked: { ...partnerPublishableKey, revokedAt: '2026-12-06T10:00:00.000Z' },
      },
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /(Remplacer|Rotate) Widget du site/ }, slow));
    const dialog = within(await body(canvasElement).findByRole('dialog', {}, slow));
    // The dialog fades in: its text is visible once the animation has run.
    await waitFor(() => expect(dialog.getByText(/tout de suite|at once/)).toBeVisible(), slow);
    await userEvent.click(dialog.getByRole('button', { name: /Remplacer la clé|Rotate the key/ }));
    await expect(await canvas.findByRole('textbox', { name: /Clé publique|Publishable key/ }, slow)).toHaveValue(
      partnerKeySecret('pk'),
    );
  },
};

/** Revoke asks first; cancelling changes nothing, confirming says it is done. */
export const RevokeConfirmed: Story = {
  ...partnerPage(() =>
    mockOperation('partners.revokePartnerApiKey', {
      status: 200,
      body: { ...partnerPublishableKey, revokedAt: '2026-12-06T10:00:00.000Z' },
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    const revoke = await canvas.findByRole('button', { name: /(Révoquer|Revoke) Widget du site/ }, slow);
    await userEvent.click(revoke);
    let dialog = within(await body(canvasElement).findByRole('dialog', {}, slow));
    await userEvent.click(dialog.getByRole('button', { name: /Annuler|Cancel/ }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull(), slow);
    await expect(revoke).toHaveFocus();
    await userEvent.click(revoke);
    dialog = within(await body(canvasElement).findByRole('dialog', {}, slow));
    await userEvent.click(dialog.getByRole('button', { name: /Révoquer la clé|Revoke the key/ }));
    await expect(
      await canvas.findByText(/«\s*Widget du site\s*» est révoquée|“Widget du site” is revoked/, {}, slow),
    ).toBeVisible();
  },
};

/** Revoking fails (the key was revoked meanwhile): said in the keys' section. */
export const RevokeRefused: Story = {
  ...partnerPage(() => problemAnswer('partners.revokePartnerApiKey', 404, 'partner_api_key_not_found')),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /(Révoquer|Revoke) Widget du site/ }, slow));
    const dialog = within(await body(canvasElement).findByRole('dialog', {}, slow));
    await userEvent.click(dialog.getByRole('button', { name: /Révoquer la clé|Revoke the key/ }));
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(
      /clé d’API est introuvable|API key cannot be found/,
    );
  },
};

/** An endpoint without URL or events: each refused beside its field. */
export const EndpointFieldsMissing: Story = {
  ...partnerPage(),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    const form = within(await canvas.findByRole('form', { name: /Ajouter un point de terminaison|Add an endpoint/ }, slow));
    for (const box of form.getAllByRole('checkbox')) await userEvent.click(box);
    await userEvent.click(form.getByRole('button', { name: /Ajouter le point de terminaison|Add the endpoint/ }));
    await expectBeside(form.getByRole('textbox', { name: /^URL/ }), /Entrez l’URL|Enter the endpoint’s URL/, { invalid: true });
    await expect(await form.findByText(/au moins un événement|at least one event/)).toBeVisible();
  },
};

/** A private address: the API's `webhook_url_not_allowed` beside the URL. */
export const EndpointUrlRefused: Story = {
  ...fieldRefused('partners.createPartnerWebhookEndpoint', 'webhook_url_not_allowed', '/url', 'private address'),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    const form = within(await canvas.findByRole('form', { name: /Ajouter un point de terminaison|Add an endpoint/ }, slow));
    const url = form.getByRole('textbox', { name: /^URL/ });
    await userEvent.type(url, 'https://10.0.0.1/hooks');
    await userEvent.click(form.getByRole('button', { name: /Ajouter le point de terminaison|Add the endpoint/ }));
    await waitFor(() => expect(url).toHaveAttribute('aria-invalid', 'true'), slow);
  },
};

/** An endpoint added: its signing secret shows once. */
export const EndpointAdded: Story = {
  ...partnerPage(() =>
    mockOperation('partners.createPartnerWebhookEndpoint', {
      status: 201,
      body: { endpoint: partnerEndpoint, secret: 'whsec_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8S9t0U1v' },
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    const form = within(await canvas.findByRole('form', { name: /Ajouter un point de terminaison|Add an endpoint/ }, slow));
    await userEvent.type(form.getByRole('textbox', { name: /^URL/ }), partnerEndpoint.url);
    await userEvent.click(form.getByRole('button', { name: /Ajouter le point de terminaison|Add the endpoint/ }));
    await expect(await canvas.findByRole('textbox', { name: /Secret de signature|Signing secret/ }, slow)).toHaveValue(
      'whsec_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8S9t0U1v',
    );
  },
};

/** Removing an endpoint asks first, then says it is done. */
export const EndpointRemoved: Story = {
  ...partnerPage(() => mockOperation('partners.deletePartnerWebhookEndpoint', { status: 204 })),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /(Retirer|Remove) https:\/\/hooks/ }, slow));
    const dialog = within(await body(canvasElement).findByRole('dialog', {}, slow));
    await userEvent.click(dialog.getByRole('button', { name: /Retirer le point de terminaison|Remove the endpoint/ }));
    await expect(await canvas.findByText(/hooks.gestion-immo.example\/propre (est retiré|is removed)/, {}, slow)).toBeVisible();
  },
};

/** Redeliver: a new delivery of the event, said in the log's section. */
export const Redelivered: Story = {
  ...partnerPage(() =>
    mockOperation('partners.redeliverWebhook', {
      status: 201,
      body: { ...partnerDelivery, id: 'pwd_01jd0v3v4m00000000000dlv02', status: 'pending', attempts: [] },
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    const [first] = await canvas.findAllByRole('button', { name: /^(Renvoyer|Redeliver) / }, slow);
    await userEvent.click(first as HTMLElement);
    await expect(await canvas.findByText(/Renvoyé|Sent again/, {}, slow)).toBeVisible();
  },
};

/** A partner's class on every part shown. */
export const Appearance: Story = {
  args: { appearance: everyPart('admin-partners') },
  ...partnerPage(),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await canvas.findByText('pk_live_3Fq9…', {}, slow);
    await expect(partsWithoutPartnerClass(canvasElement.ownerDocument.body)).toEqual([]);
  },
};
