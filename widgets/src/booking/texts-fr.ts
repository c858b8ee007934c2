// The booking texts of one language as a module of their own, loaded on demand (see i18n.ts).
import texts from '../i18n/locales/fr/booking.json' with { type: 'json' };

export default texts as Record<string, unknown>;
