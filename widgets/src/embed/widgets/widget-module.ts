import type { ReactNode } from 'react';
import type { SignInWindow } from '../../booking/index.ts';
import type { EmbedEventMap, EmbedOptions } from '../types.ts';

/** What a widget's render gets from the runtime. */
export interface EmbedWidgetContext {
  options: EmbedOptions;
  /** The marketplace's origin: links (a profile, a booking) lead there, in a new tab. */
  apiBase: string;
  emit<Name extends keyof EmbedEventMap>(name: Name, detail: EmbedEventMap[Name]): void;
  /** Reports a failure the widget shows as `propre:error`. */
  reportError(error: unknown): void;
  /** Signs the person in through the window on the marketplace's origin (sign-in-window.ts). */
  signInWindow: SignInWindow;
}

/** One lazily loaded widget module: its CSS (the entry's own, base excluded) and its render. */
export interface EmbedWidgetModule {
  css: string;
  render(context: EmbedWidgetContext): ReactNode;
}
