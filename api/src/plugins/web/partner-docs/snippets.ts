/** The code the partners' documentation shows (as text: the page escapes it). */
import type { Locale } from '../../errors/locale.ts';

export interface SnippetOptions {
  widget: string;
  cleaner: string;
  lang: Locale;
  theme: string;
  brand: string;
  appearance?: { variables: Record<string, string> } | undefined;
}

/** The script-tag snippet; the playground's script writes the same text (playground.js). */
export function scriptSnippet(origin: string, key: string, o: SnippetOptions): string {
  const cleaner = o.widget === 'search' ? '' : ` data-cleaner="${o.cleaner}"`;
  const variables = o.appearance && Object.keys(o.appearance.variables).length > 0 ? o.appearance : undefined;
  const appearance = variables ? `\n     data-appearance='${JSON.stringify(variables)}'` : '';
  return `<script src="${origin}/embed/v1/loader.js" data-propre-key="${key}" async></script>
<div data-propre-widget="${o.widget}"${cleaner}
     data-lang="${o.lang}" data-theme="${o.theme}" data-brand="${o.brand}"${appearance}></div>`;
}

export const reactSnippet = (origin: string, lang: Locale) => `import { createPropreClient } from '@propre/sdk';
import { PropreProvider } from '@propre/widgets/provider';
import { BookingWidget } from '@propre/widgets/booking';
import '@propre/widgets/base.css';
import '@propre/widgets/booking/styles.css';

const client = createPropreClient({ baseUrl: '${origin}', locale: '${lang}' });
// Your publishable key: the bookings made here are attributed to you.
client.use({
  onRequest({ request }) {
    request.headers.set('propre-publishable-key', 'pk_live_…');
    return request;
  },
});

export function Book() {
  return (
    <PropreProvider client={client} locale="${lang}" brand="propre" theme="default"
      appearance={{ variables: { colorPrimary: '#14532d' } }}>
      <BookingWidget cleanerSlug="sophie-gagnon" onSuccess={(created) => console.log(created)} />
    </PropreProvider>
  );
}`;

export const mountSnippet = `const element = document.querySelector('#book');
await window.Propre.mount(element, {
  widget: 'booking',
  cleaner: 'sophie-gagnon',
  lang: 'en',
  appearance: { variables: { colorPrimary: '#14532d', radius: '12px' } },
});
// Later (a view swapped out):
window.Propre.unmount(element);`;

export const eventsSnippet = `document.addEventListener('propre:booking-created', (event) => {
  const { bookingIds, seriesId } = event.detail;
  analytics.track('booking', { bookingIds, seriesId });
});
document.addEventListener('propre:error', (event) => {
  console.warn(event.detail.code, event.detail.status, event.detail.message);
});`;

export const curlSnippet = (origin: string) => `curl ${origin}/api/partners/me \\
  -H "Authorization: Bearer sk_live_…"

curl -X POST ${origin}/api/partners/me/api-keys \\
  -H "Authorization: Bearer sk_live_…" \\
  -H "Content-Type: application/json" \\
  -d '{"kind":"publishable","name":"Site","allowedOrigins":["https://www.your-site.example"]}'`;

/** The refusal a page of a foreign origin gets from the embed check (title and detail in the reader's language). */
export function refusalSnippet(title: string, detail: string): string {
  const problem = {
    type: 'https://propre.ca/problems/partner-origin-not-allowed',
    title,
    status: 403,
    detail,
    instance: '/api/partners/embed-check',
    code: 'partner_origin_not_allowed',
    requestId: 'req_…',
  };
  return `HTTP/1.1 403 Forbidden
Content-Type: application/problem+json

${JSON.stringify(problem, null, 2)}`;
}

export const webhookBodySnippet = `{
  "id": "pev_…",
  "object": "event",
  "type": "booking.created",
  "created": 1767225600,
  "data": { "object": { "id": "bkg_…", "status": "pending", … } }
}`;
