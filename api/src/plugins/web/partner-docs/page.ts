/** The partners' documentation page (`/partners`): server-rendered HTML, French first. */
import type { Locale } from '../../errors/locale.ts';
import { widgetsReference } from './generated/widgets-reference.ts';
import { playgroundSection } from './playground.ts';
import {
  attributeTexts,
  embedOnlyErrorTexts,
  eventTexts,
  optionTexts,
  partnerErrorCodes,
  variableTexts,
} from './reference-texts.ts';
import {
  curlSnippet,
  eventsSnippet,
  mountSnippet,
  reactSnippet,
  refusalSnippet,
  scriptSnippet,
  webhookBodySnippet,
} from './snippets.ts';
import { type DocsTexts, texts } from './texts.ts';
import { escapeHtml, frenchSpacing, inLocale } from './typography.ts';
import { nodeVerifyExample, pythonVerifyExample } from './webhook-examples.ts';

export interface PartnerDocsFacts {
  /** The error catalogue (code → status and titles), for the codes a partner meets. */
  errors: Readonly<Record<string, { status: number; title: Record<Locale, string> }>>;
  /** The webhook event types an endpoint may ask for. */
  webhookEvents: readonly string[];
  /** Calls a minute one publishable key may carry (PUBLISHABLE_KEY_RATE_LIMIT). */
  publishableKeyRateLimit: number;
  /** The playground's publishable key (demo data), or undefined: no live preview. */
  demoKey?: string | undefined;
}

const h = escapeHtml;
// Focusable: a code block that scrolls sideways on a phone must scroll from the keyboard too.
const code = (text: string, label?: string) =>
  `<pre tabindex="0"${label ? ` aria-label="${h(label)}"` : ''}><code>${h(text)}</code></pre>`;
const table = (caption: string, head: string[], rows: string[][]) =>
  `<div class="table" tabindex="0" role="region" aria-label="${h(caption)}"><table><thead><tr>${head
    .map((c) => `<th scope="col">${h(c)}</th>`)
    .join(
      '',
    )}</tr></thead><tbody>${rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('')}</tbody></table></div>`;
const section = (id: string, title: string, body: string) =>
  `<section id="${id}" aria-labelledby="${id}-title"><h2 id="${id}-title">${h(title)}</h2>${body}</section>`;

function describe(map: Record<string, Record<Locale, string>>, name: string, locale: Locale): string {
  const both = map[name];
  if (!both) throw new Error(`partner docs: ${name} has no description`);
  return h(inLocale(both, locale));
}

export function partnerDocsPage(locale: Locale, origin: string, facts: PartnerDocsFacts): string {
  const t: DocsTexts = texts[locale];
  const fr = (text: string) => (locale === 'fr' ? frenchSpacing(text) : text);
  const p = (text: string) => `<p>${h(fr(text))}</p>`;
  const ref = widgetsReference;
  const other =
    locale === 'fr' ? { href: '?lang=en', label: 'English', lang: 'en' } : { href: '?lang=fr', label: 'Français', lang: 'fr' };
  const refused = facts.errors.partner_origin_not_allowed;
  if (!refused) throw new Error('partner docs: partner_origin_not_allowed is not in the catalogue');

  const sections: [string, string, string][] = [
    [
      'quick-start',
      t.quickStart.title,
      `${p(t.quickStart.lead)}<div class="side">
<section aria-labelledby="script-title"><h3 id="script-title">${h(fr(t.quickStart.scriptTitle))}</h3>${p(t.quickStart.scriptLead)}${code(
        scriptSnippet(origin, 'pk_live_…', {
          widget: 'booking',
          cleaner: 'sophie-gagnon',
          lang: locale,
          theme: 'default',
          brand: 'propre',
        }),
      )}</section>
<section aria-labelledby="react-title"><h3 id="react-title">${h(fr(t.quickStart.reactTitle))}</h3>${p(t.quickStart.reactLead)}${code(
        `pnpm add @propre/widgets @propre/sdk\n\n${reactSnippet(origin, locale)}`,
      )}</section>
</div>`,
    ],
    ['playground', t.playground.title, playgroundSection(t, locale, origin, facts.demoKey)],
    [
      'attributes',
      t.attributes.title,
      `${p(t.attributes.lead)}${table(
        t.attributes.title,
        [t.attributes.name, t.attributes.values, t.attributes.meaning],
        ref.attributes.map((a) => [
          `<code>${h(a.name)}</code>`,
          a.values.length > 0 ? a.values.map((v) => `<code>${h(v)}</code>`).join(', ') : h(t.attributes.anyText),
          describe(attributeTexts, a.name, locale),
        ]),
      )}${p(t.attributes.later)}`,
    ],
    [
      'mount',
      t.mount.title,
      `${p(t.mount.lead)}${table(
        t.mount.title,
        [t.mount.option, t.mount.type, t.mount.meaning],
        ref.mountOptions.map((o) => [
          `<code>${h(o.name)}</code>`,
          `<code>${h(o.type)}</code>`,
          describe(optionTexts, o.name, locale),
        ]),
      )}${code(mountSnippet)}${p(t.mount.unmount)}`,
    ],
    [
      'events',
      t.events.title,
      `${p(t.events.lead)}${table(
        t.events.title,
        [t.events.event, t.events.detail, t.events.when],
        ref.events.map((e) => [`<code>${h(e.name)}</code>`, `<code>${h(e.detail)}</code>`, describe(eventTexts, e.name, locale)]),
      )}${code(eventsSnippet)}<h3>${h(fr(t.events.errorCodes))}</h3>${p(t.events.errorCodesLead)}<ul>${Object.keys(
        embedOnlyErrorTexts,
      )
        .map((c) => `<li><code>${h(c)}</code> — ${describe(embedOnlyErrorTexts, c, locale)}</li>`)
        .join('')}</ul>`,
    ],
    [
      'theming',
      t.theming.title,
      `${p(t.theming.lead)}${p(t.theming.themes)}<h3>${h(t.theming.variablesTitle)}</h3>${table(
        t.theming.variablesTitle,
        [t.theming.variable, t.theming.meaning],
        ref.variables.map((v) => [`<code>${h(v)}</code>`, describe(variableTexts, v, locale)]),
      )}<h3>${h(t.theming.partsTitle)}</h3>${p(t.theming.partsLead)}${ref.parts
        .map(
          (entry) =>
            `<details><summary><code>${h(entry.entry)}</code> (${h(t.theming.partsCount(entry.names.length))})</summary><ul class="parts">${entry.names
              .map((n) => `<li><code>${h(n)}</code></li>`)
              .join('')}</ul></details>`,
        )
        .join('')}`,
    ],
    [
      'keys',
      t.keys.title,
      `<ul>${t.keys.items.map((i) => `<li>${h(fr(i))}</li>`).join('')}</ul><h3>${h(t.keys.refusalTitle)}</h3>${p(
        t.keys.refusalLead,
      )}${code(
        refusalSnippet(
          inLocale(refused.title, locale),
          locale === 'fr'
            ? frenchSpacing('Cette clé ne s’utilise que depuis https://www.your-site.example.')
            : 'This key works only from https://www.your-site.example.',
        ),
      )}`,
    ],
    [
      'api',
      t.api.title,
      `${p(t.api.lead)}<h3>${h(t.api.authTitle)}</h3>${p(t.api.authLead)}${code('Authorization: Bearer sk_live_…')}${p(
        t.api.exampleLead,
      )}${code(curlSnippet(origin))}<h3>${h(t.api.limitsTitle)}</h3><ul>${t.api
        .limits(facts.publishableKeyRateLimit.toLocaleString(locale === 'fr' ? 'fr-CA' : 'en-CA'))
        .map((l) => `<li>${h(fr(l))}</li>`)
        .join('')}</ul>`,
    ],
    [
      'webhooks',
      t.webhooks.title,
      `${p(t.webhooks.lead)}<h3>${h(t.webhooks.eventsTitle)}</h3><ul>${facts.webhookEvents
        .map((e) => `<li><code>${h(e)}</code></li>`)
        .join('')}</ul>${code(webhookBodySnippet)}<h3>${h(t.webhooks.headersTitle)}</h3><dl>${t.webhooks.headers
        .map((x) => `<dt><code>${h(x.name)}</code></dt><dd>${h(fr(x.text))}</dd>`)
        .join('')}</dl><h3>${h(t.webhooks.schemeTitle)}</h3><ul>${t.webhooks.scheme
        .map((s) => `<li>${h(fr(s))}</li>`)
        .join('')}</ul><h3>${h(t.webhooks.nodeTitle)}</h3>${code(nodeVerifyExample)}<h3>${h(t.webhooks.pythonTitle)}</h3>${code(
        pythonVerifyExample,
      )}${p(t.webhooks.retries)}`,
    ],
    [
      'errors',
      t.errors.title,
      `${p(t.errors.lead)}${table(
        t.errors.title,
        [t.errors.code, t.errors.status, t.errors.titleColumn],
        partnerErrorCodes.map((c) => {
          const definition = facts.errors[c];
          if (!definition) throw new Error(`partner docs: ${c} is not in the error catalogue`);
          return [`<code>${h(c)}</code>`, String(definition.status), h(inLocale(definition.title, locale))];
        }),
      )}<h3>${h(t.errors.embedOnly)}</h3><ul>${Object.keys(embedOnlyErrorTexts)
        .map((c) => `<li><code>${h(c)}</code> — ${describe(embedOnlyErrorTexts, c, locale)}</li>`)
        .join('')}</ul><p><a href="/docs">${h(t.other.reference)}</a></p>`,
    ],
  ];

  return `<!doctype html>
<html lang="${locale === 'fr' ? 'fr-CA' : 'en-CA'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${h(fr(t.title))}</title>
<link rel="stylesheet" href="/partners/docs.css">
</head>
<body>
<header><nav aria-label="${locale === 'fr' ? 'Autre langue' : 'Other language'}"><a href="${other.href}" hreflang="${other.lang}" lang="${other.lang}">${other.label}</a></nav></header>
<main>
<h1>${h(fr(t.title))}</h1>
${p(t.lead)}
<nav aria-labelledby="contents-title" class="contents"><h2 id="contents-title">${h(t.contents)}</h2><ol>${sections
    .map(([id, title]) => `<li><a href="#${id}">${h(fr(title))}</a></li>`)
    .join('')}</ol></nav>
${sections.map(([id, title, body]) => section(id, fr(title), body)).join('\n')}
</main>
</body>
</html>`;
}
