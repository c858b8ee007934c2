import { expect, userEvent, waitFor, within } from 'storybook/test';

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
