import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import type { ReactElement } from 'react';

/**
 * The page's markup, every lazy part and suspended query waited for. The build runs React's API on
 * Preact (vite.config.ts, docs/adr/0021-reference-app-on-preact.md): an element the app creates is
 * Preact's vnode, though its type still says React.
 */
export async function renderMarkup(element: ReactElement): Promise<string> {
  return renderToStringAsync(element as unknown as VNode);
}
