/**
 * The script-tag embed's public surface (`window.Propre`, the options and the events), as types
 * only: the loader and the runtime both use them, a partner's TypeScript can import them from
 * `@propre/widgets/embed`.
 */
import type { Locale } from '../i18n/namespaces.ts';
import type { Appearance } from '../theme/appearance.ts';
import type { BrandId } from '../theme/brands.ts';
import type { Theme } from '../theme/tokens.ts';

/** What `data-propre-widget` names. */
export const embedWidgets = ['booking', 'search', 'cleaner-profile'] as const;
export type EmbedWidgetName = (typeof embedWidgets)[number];

/** One widget on the page: read from its `data-` attributes, or given to `Propre.mount`. */
export interface EmbedOptions {
  widget: EmbedWidgetName;
  /** `data-cleaner`: the cleaner's slug (booking and cleaner-profile). */
  cleaner?: string;
  /** `data-lang`: the widget's language, whatever the page's; French when not given. */
  lang?: Locale;
  /** `data-theme`. */
  theme?: Theme;
  /** `data-brand`. */
  brand?: BrandId;
  /** Variables and per-part class names (`data-appearance` as JSON, or this object). */
  appearance?: Appearance;
  /** The publishable key; the loader's `data-propre-key` when not given. */
  key?: string;
}

/** What each event carries in `detail`; every event bubbles and crosses the shadow boundary. */
export interface EmbedEventMap {
  /** The widget is shown (the page's origin was accepted). */
  'propre:ready': { widget: EmbedWidgetName };
  /** A booking (or a series: one id per occurrence) was made and its deposit paid. */
  'propre:booking-created': { bookingIds: string[]; seriesId: string | null };
  /** The person signed in inside a widget of this page. */
  'propre:signed-in': { userId: string; role: 'client' | 'cleaner' | 'admin' | null };
  /**
   * A refusal or failure: `code` is the API's problem code when there is one (the widget shows
   * it), `network_error` when the API could not be reached, `embed_load_failed` when the
   * widget's code itself did not load (nothing shown).
   */
  'propre:error': { code: string; status?: number; message: string };
}

export type EmbedEventName = keyof EmbedEventMap;

/** `window.Propre`. */
export interface PropreEmbed {
  /** The version of @propre/widgets the embed was built from. */
  readonly version: string;
  /**
   * Shows a widget in `element` (its own shadow root), with `options` over its `data-`
   * attributes. Mounting an element that already holds one replaces it.
   */
  mount(element: Element, options?: Partial<EmbedOptions>): Promise<void>;
  /** Removes the widget from `element` (also done when the element leaves the page). */
  unmount(element: Element): void;
}

declare global {
  interface Window {
    Propre?: PropreEmbed;
  }
  interface HTMLElementEventMap {
    'propre:ready': CustomEvent<EmbedEventMap['propre:ready']>;
    'propre:booking-created': CustomEvent<EmbedEventMap['propre:booking-created']>;
    'propre:signed-in': CustomEvent<EmbedEventMap['propre:signed-in']>;
    'propre:error': CustomEvent<EmbedEventMap['propre:error']>;
  }
}
