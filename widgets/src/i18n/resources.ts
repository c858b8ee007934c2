/**
 * Every namespace's bundled messages in one list, for the key-parity test and for tools.
 * Widgets import their namespace from its own module (`import { accountNs } from
 * '../i18n/bundles/account.ts'`), not through this file: esbuild splits chunks by module, so going
 * through one barrel puts every namespace a widget uses into a chunk all the widgets load.
 */

import { commonNs } from './bundles/common.ts';
import { galleryNs } from './bundles/gallery.ts';
import type { NamespaceBundle } from './namespaces.ts';

export { commonNs, galleryNs };

/** Every namespace, for the key-parity test and for a host that serves them all. */
export const allNamespaces: readonly NamespaceBundle[] = [commonNs, galleryNs];
