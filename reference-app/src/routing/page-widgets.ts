import type { AppLanguage } from '../i18n/detect-language.ts';

/** A widget of `@propre/widgets` (each has `preload`). */
export interface PreloadableWidget {
  preload(locale: AppLanguage): Promise<void>;
}

/**
 * The widgets a page (or the layout) renders on the server, named beside its component as
 * `Page.widgets = [...]`. The browser fetches them before hydrating (main.tsx): a widget whose
 * code was still on its way when the page first changed would have its markup dropped for its
 * skeleton. Widgets shown only in the browser (a signed-in client's recommendations) are not named.
 */
export interface RendersWidgets {
  widgets?: readonly PreloadableWidget[];
  /**
   * False when this browser would draw the page otherwise than the server did (state kept in this
   * tab, such as a booking's draft): the page is then rendered anew rather than hydrated.
   */
  drawnAsOnServer?(params: Readonly<Record<string, string | undefined>>): boolean;
}

/** Whether a route's component would draw what the server drew (see `drawnAsOnServer`). */
export function drawnAsOnServer(component: unknown, params: Readonly<Record<string, string | undefined>>): boolean {
  return (component as RendersWidgets | undefined)?.drawnAsOnServer?.(params) ?? true;
}

/** The widgets a route's component names, if any. */
export function widgetsOf(component: unknown): readonly PreloadableWidget[] {
  return (component as RendersWidgets | undefined)?.widgets ?? [];
}
