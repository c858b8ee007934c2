import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor } from 'storybook/test';
import {
  expectSavedToast,
  findSection,
  offlineSave,
  retype,
  save,
  saveServerError,
  settingsLoadFailed,
  settingsLoading,
  stateOf,
} from '../story-support/account-plays.ts';
import {
  appearanceStory,
  besideField,
  expectBeside,
  marie,
  mockOperation,
  refusedStory,
  sentStory,
  withAnswer,
} from '../story-support/index.ts';
import { AccountSettings } from './index.ts';

const meta = {
  title: 'Widgets/Account/AccountSettings',
  component: AccountSettings,
  ...withAnswer('users.getMe', marie),
} satisfies Meta<typeof AccountSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

const nameField = /^(Nom complet|Full name)$/;
const emailField = /^(Courriel|Email)$/;
const currentField = /^(Mot de passe actuel|Current password)$/;
const newField = /^(Nouveau mot de passe|New password)$/;

// A 1 × 1 transparent PNG.
const png = () =>
  new File(
    [
      Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='), (c) =>
        c.charCodeAt(0),
      ),
    ],
    'moi.png',
    {
      type: 'image/png',
    },
  );

const fileInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

/** Types the `current` and the `next` password in their section and saves it; resolves to the section. */
const changePassword =
  (current = 'Demo-Propre-2026', next = 'Trois-Pommes-Vertes-2026') =>
  async (root: HTMLElement) => {
    const password = await findSection(root, 'password');
    await userEvent.type(password.getByLabelText(currentField), current);
    await userEvent.type(password.getByLabelText(newField), next);
    await save(password);
    return password;
  };

/** Chooses a picture and saves it; resolves to the avatar's section. */
async function savePicture(root: HTMLElement) {
  const avatar = await findSection(root, 'avatar');
  await userEvent.upload(fileInput(root), png());
  await userEvent.click(avatar.getByRole('button', { name: /Enregistrer la photo|Save the photo/ }));
  return avatar;
}

/** The account loads: skeleton cards. */
export const Loading: Story = settingsLoading('users.getMe', marie);

/** The account could not load (5xx): the error, its request id and a retry. */
export const LoadFailed: Story = settingsLoadFailed('users.getMe');

/** Marie's account: her name and email, no picture yet (her initials). */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const details = await findSection(canvasElement, 'details');
    await expect(details.getByLabelText(nameField)).toHaveValue('Marie Tremblay');
    await expect(details.getByLabelText(emailField)).toHaveValue('marie@demo.propre.ca');
    await expect(details.queryByLabelText(currentField)).toBeNull();
  },
};

/** An empty name is refused beside the field. */
export const NameRequired: Story = {
  play: async ({ canvasElement }) => {
    const details = await findSection(canvasElement, 'details');
    const field = details.getByLabelText(nameField);
    await retype(field, '');
    await save(details);
    await waitFor(() => expect(field).toHaveAccessibleDescription(/obligatoire|required/));
  },
};

/** A new name saves: « Profil mis à jour ». */
export const NameSaved: Story = {
  ...withAnswer('users.updateMe', { ...marie, name: 'Marie Tremblay-Roy' }),
  play: async ({ canvasElement }) => {
    const details = await findSection(canvasElement, 'details');
    await retype(details.getByLabelText(nameField), 'Marie Tremblay-Roy');
    await save(details);
    await expectSavedToast(canvasElement);
    await waitFor(() => expect(stateOf(canvasElement, 'details')).toBe('saved'));
  },
};

/** A new email asks for the current password (spec §5) before anything is sent. */
export const EmailNeedsCurrentPassword: Story = {
  play: async ({ canvasElement }) => {
    const details = await findSection(canvasElement, 'details');
    await retype(details.getByLabelText(emailField), 'marie.t@example.ca');
    const current = details.getByLabelText(currentField);
    await save(details);
    await waitFor(() => expect(current).toHaveAccessibleDescription(/mot de passe actuel|current password/i));
  },
};

/** The new email belongs to someone else (409 email_taken): said beside the email. */
export const EmailTaken: Story = refusedStory(
  'users.updateMe',
  async (root) => {
    const details = await findSection(root, 'details');
    await retype(details.getByLabelText(emailField), 'james@demo.propre.ca');
    await userEvent.type(details.getByLabelText(currentField), 'Demo-Propre-2026');
    await save(details);
    return details;
  },
  { status: 409, code: 'email_taken' },
  besideField((details) => details.getByLabelText(emailField), /existe déjà|already/),
);

/** Typing a new password shows its strength and the API's rule beside it. */
export const PasswordStrength: Story = {
  play: async ({ canvasElement }) => {
    const password = await findSection(canvasElement, 'password');
    const field = password.getByLabelText(newField);
    await expect(field).toHaveAccessibleDescription(/trop courants|Common passwords/);
    await userEvent.type(field, 'motdepasse');
    await waitFor(() => expect(field).toHaveAccessibleDescription(/faible|weak/));
    await retype(field, 'Trois-Pommes-Vertes-2026');
    await waitFor(() => expect(field).toHaveAccessibleDescription(/excellente|strong/));
  },
};

/** Without the current password, and with a short new one: both refused before sending. */
export const PasswordMissingFields: Story = {
  play: async ({ canvasElement }) => {
    const password = await findSection(canvasElement, 'password');
    await userEvent.type(password.getByLabelText(newField), 'court');
    await save(password);
    await waitFor(() => expect(password.getByLabelText(currentField)).toHaveAccessibleDescription(/actuel|current/i));
    await expect(password.getByLabelText(newField)).toHaveAccessibleDescription(/au moins 8|at least 8/);
  },
};

/** The current password is wrong (422 current_password_incorrect): beside it. */
export const PasswordWrongCurrent: Story = refusedStory(
  'users.updateMe',
  changePassword('pas-le-bon'),
  { status: 422, code: 'current_password_incorrect' },
  besideField((password) => password.getByLabelText(currentField), /incorrect/),
);

/** The API finds the new password too common (422 password_too_common): beside it. */
export const PasswordTooCommon: Story = refusedStory(
  'users.updateMe',
  changePassword('Demo-Propre-2026', 'password123'),
  { status: 422, code: 'password_too_common' },
  besideField((password) => password.getByLabelText(newField), /trop courant|too common/),
);

/** A server error: the failure title and the request id. */
export const PasswordServerError: Story = saveServerError('users.updateMe', changePassword());

/** The new password saved; the fields empty again. */
export const PasswordSaved: Story = sentStory(
  changePassword(),
  async (password, root) => {
    await expectSavedToast(root);
    await waitFor(() => expect(password.getByLabelText(newField)).toHaveValue(''));
  },
  () => mockOperation('users.updateMe', { status: 200, body: marie }),
);

/** A PDF as a picture: the allowed types listed, nothing uploaded. */
export const AvatarWrongType: Story = {
  play: async ({ canvasElement }) => {
    await findSection(canvasElement, 'avatar');
    const input = fileInput(canvasElement);
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(input).toHaveAccessibleDescription(/JPEG, PNG ou WebP|JPEG, PNG or WebP/));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A picture over 5 MB: the maximum in MB, nothing uploaded. */
export const AvatarTooLarge: Story = {
  play: async ({ canvasElement }) => {
    await findSection(canvasElement, 'avatar');
    const input = fileInput(canvasElement);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'grande.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [big] } });
    await waitFor(() => expect(input).toHaveAccessibleDescription(/5 Mo|5 MB/));
  },
};

/** A chosen picture shows at once, before it is saved. */
export const AvatarPreview: Story = {
  play: async ({ canvasElement }) => {
    const avatar = await findSection(canvasElement, 'avatar');
    await userEvent.upload(fileInput(canvasElement), png());
    await expect(await avatar.findByAltText(/Aperçu de la nouvelle photo|Preview of the new photo/)).toBeVisible();
  },
};

/** Saved: the toast, and the API's picture in place. */
export const AvatarSaved: Story = sentStory(
  savePicture,
  async (avatar, root) => {
    await expectSavedToast(root);
    await expect(await avatar.findByAltText(/Votre photo de profil|Your profile picture/)).toBeVisible();
  },
  () =>
    mockOperation('users.uploadAvatar', {
      status: 200,
      body: {
        ...marie,
        profilePic:
          'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      },
    }),
);

/** The API cannot read the image (422 image_unreadable): said beside the file. */
export const AvatarUnreadable: Story = refusedStory(
  'users.uploadAvatar',
  savePicture,
  { status: 422, code: 'image_unreadable' },
  (_avatar, root) => expectBeside(fileInput(root), /n’a pas pu être lue|could not be read|unreadable/i),
);

/** Offline while saving the name: the forms kit's « no connection » alert, focused. */
export const Offline: Story = offlineSave('users.updateMe', 'details');

/** Every part gets the partner's class from `appearance.elements`. */
export const Appearance: Story = appearanceStory('account', async (root) => {
  await findSection(root, 'details');
  // The strength meter's parts too.
  await userEvent.type(await (await findSection(root, 'password')).findByLabelText(newField), 'abc');
  await waitFor(() => expect(root.querySelector('[data-part="accountStrength"]')).not.toBeNull(), { timeout: 4000 });
});
