import { expect, waitFor } from 'storybook/test';

/** Waits until every widget under `root` has left its skeleton (defineWidget loads code and texts first). */
export async function widgetsLoaded(root: HTMLElement): Promise<void> {
  await waitFor(() => expect(root.querySelector('[data-part="widgetLoading"]')).toBeNull(), { timeout: 10_000 });
}
