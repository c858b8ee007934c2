// The properties texts of one language as a module of their own, loaded on demand (see i18n.ts).

import texts from '../i18n/locales/en/properties.json' with { type: 'json' };
import type { Messages } from '../i18n/namespaces.ts';

export default texts as Messages;
