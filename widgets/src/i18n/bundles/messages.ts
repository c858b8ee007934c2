import en from '../locales/en/messages.json' with { type: 'json' };
import fr from '../locales/fr/messages.json' with { type: 'json' };
import type { NamespaceBundle } from '../namespaces.ts';

export const messagesNs: NamespaceBundle = { ns: 'messages', fr, en };
