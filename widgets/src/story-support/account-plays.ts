import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { OperationId } from './contract.ts';
import { mockNetworkError } from './mock-operation.ts';
import { alertSays, refusedStory, type Send } from './plays/form-stories.ts';
import { withHandlers, withPendingAnswer } from './plays/read-stories.ts';
import { problemAnswer, slow } from './plays/steps.ts';
import { mockRequestId } from './problem.ts';

/** One section of the settings, by its `data-section` name, to query inside. */
export function sectionOf(canvasElement: HTMLElement, name: string) {
  return within(canvasElement.querySelector<HTMLElement>(`[data-section="${name}"]`) ?? canvasElement);
}

/** Waits for a section to be on screen (the profile loads first). */
export async function findSection(canvasElement: HTMLElement, name: string) {
  await waitFor(() => expect(canvasElement.querySelector(`[data-section="${name}"]`)).not.toBeNull(), { timeout: 4000 });
  return sectionOf(canvasElement, name);
}

export const stateOf = (canvasElement: HTMLElement, name: string) =>
  canvasElement.querySelector<HTMLElement>(`[data-section="${name}"]`)?.dataset.state;

/** Presses the section's Save button (French or English). */
export async function save(section: ReturnType<typeof within>) {
  await userEvent.click(section.getByRole('button', { name: /^(Enregistrer|Save)$/ }));
}

/** The success toast of spec §8, in either language. */
export async function expectSavedToast(canvasElement: HTMLElement) {
  const title = await within(canvasElement).findByText(/^(Profil mis à jour|Profile updated)$/, {
    selector: '[data-part="toastTitle"]',
  });
  await waitFor(() => expect(title).toBeVisible());
}

/** Replaces a field's text. */
export async function retype(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
}

// The account's two pages (AccountSettings, CleanerSettings) load one operation each, behind the same
// skeleton cards and the same error: their first two stories are one.

/** The page loads (`operationId` never answers): the skeleton cards, announced busy. */
export const settingsLoading = <Op extends OperationId>(...pending: Parameters<typeof withPendingAnswer<Op>>) => ({
  ...withPendingAnswer(...pending),
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-part="accountSettingsLoading"]')).toHaveAttribute('aria-busy', 'true'),
    );
  },
});

/** The page could not load (`operationId` answers 500): the error in place, its request id, and a retry. */
export const settingsLoadFailed = (operationId: OperationId) => ({
  ...withHandlers(() => problemAnswer(operationId, 500 as never, 'internal_error')),
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const state = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLElement>('[data-part="errorState"]');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    await expect(state).toHaveTextContent(mockRequestId);
    await expect(within(state).getByRole('button', { name: /Réessayer|Try again|Retry/ })).toBeVisible();
  },
});

/** The API fails (5xx) as a section saves (`send`): the forms kit's server-error alert, and the request id to quote. */
export const saveServerError = (operationId: OperationId, send: Send) =>
  refusedStory(
    operationId,
    send,
    { status: 500, code: 'internal_error' },
    alertSays(/Une erreur est survenue|Something went wrong/, mockRequestId),
  );

/**
 * Offline while saving the section `name` (`operationId` never reaches the API): the forms kit's
 * « no connection » alert in that section, focused.
 */
export const offlineSave = (operationId: OperationId, name: string) => ({
  ...withHandlers(() => mockNetworkError(operationId)),
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const section = await findSection(canvasElement, name);
    await save(section);
    const alert = await section.findByRole('alert', {}, slow);
    await expect(alert).toHaveTextContent(/Connexion impossible|No connection/);
    await waitFor(() => expect(alert.closest('[tabindex="-1"]')).toHaveFocus());
  },
});
