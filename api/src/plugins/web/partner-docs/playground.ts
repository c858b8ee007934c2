/**
 * The playground's markup: a form that edits the snippet and a live widget below it, mounted by
 * the real loader (/embed/v1/loader.js) with the demo publishable key. playground.js (a file of
 * our origin, as the page's policy wants) keeps the snippet and the widget in step with the form.
 */
import type { Locale } from '../../errors/locale.ts';
import { widgetsReference } from './generated/widgets-reference.ts';
import { scriptSnippet } from './snippets.ts';
import type { DocsTexts } from './texts.ts';
import { frenchSpacing, escapeHtml as h } from './typography.ts';

const valuesOf = (option: string) => widgetsReference.attributes.find((a) => a.option === option)?.values ?? [];

/** Choices for a few `appearance.variables` (empty: the theme's own). */
const primaryColours: { value: string; label: Record<Locale, string> }[] = [
  { value: '', label: { fr: 'Celle du thème', en: 'The theme’s' } },
  { value: '#14532d', label: { fr: 'Vert forêt', en: 'Forest green' } },
  { value: '#1d4ed8', label: { fr: 'Bleu', en: 'Blue' } },
  { value: '#7e22ce', label: { fr: 'Prune', en: 'Plum' } },
  { value: '#b91c1c', label: { fr: 'Rouge brique', en: 'Brick red' } },
];
const radii: { value: string; label: Record<Locale, string> }[] = [
  { value: '', label: { fr: 'Celui du thème', en: 'The theme’s' } },
  { value: '0px', label: { fr: 'Carré (0px)', en: 'Square (0px)' } },
  { value: '8px', label: { fr: 'Léger (8px)', en: 'Slight (8px)' } },
  { value: '16px', label: { fr: 'Arrondi (16px)', en: 'Round (16px)' } },
];
const fonts: { value: string; label: Record<Locale, string> }[] = [
  { value: '', label: { fr: 'Celle du thème', en: 'The theme’s' } },
  { value: 'Georgia, serif', label: { fr: 'Georgia (avec empattements)', en: 'Georgia (serif)' } },
  { value: 'system-ui, sans-serif', label: { fr: 'Celle du système', en: 'The system’s' } },
];

const select = (id: string, name: string, label: string, options: { value: string; label: string }[], selected: string) =>
  `<div class="field"><label for="${id}">${h(label)}</label><select id="${id}" name="${name}">${options
    .map((o) => `<option value="${h(o.value)}"${o.value === selected ? ' selected' : ''}>${h(o.label)}</option>`)
    .join('')}</select></div>`;
const plain = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

export function playgroundSection(t: DocsTexts, locale: Locale, origin: string, demoKey: string | undefined): string {
  const g = t.playground;
  const fr = (text: string) => (locale === 'fr' ? frenchSpacing(text) : text);
  const initial = { widget: 'booking', cleaner: 'sophie-gagnon', lang: locale, theme: 'default', brand: 'propre' };
  const snippet = scriptSnippet(origin, 'pk_live_…', initial);
  const variable = (name: string, label: string, choices: typeof radii) =>
    select(
      `pg-${name}`,
      name,
      label,
      choices.map((c) => ({ value: c.value, label: c.label[locale] })),
      '',
    );
  const preview = demoKey
    ? `<p>${h(fr(g.previewNote))}</p>
<div class="preview"><div id="pg-preview" data-propre-widget="${initial.widget}" data-cleaner="${initial.cleaner}" data-lang="${initial.lang}" data-theme="${initial.theme}" data-brand="${initial.brand}"></div></div>
<script src="/embed/v1/loader.js" data-propre-key="${h(demoKey)}" async></script>`
    : `<p class="note">${h(fr(g.noDemo))}</p>`;
  return `<p>${h(fr(g.lead))}</p>
<form id="pg-form" class="playground" data-origin="${h(origin)}" data-copied="${h(fr(g.copied))}" data-copy-failed="${h(fr(g.copyFailed))}">
${select('pg-widget', 'widget', g.widget, plain(widgetsReference.widgets), initial.widget)}
<div class="field"><label for="pg-cleaner">${h(fr(g.cleaner))}</label><input id="pg-cleaner" name="cleaner" value="${initial.cleaner}" autocomplete="off" spellcheck="false" aria-describedby="pg-cleaner-hint"><small id="pg-cleaner-hint">${h(fr(g.cleanerHint))}</small></div>
${select('pg-lang', 'lang', g.lang, plain(valuesOf('lang')), initial.lang)}
${select('pg-theme', 'theme', g.theme, plain(valuesOf('theme')), initial.theme)}
${select('pg-brand', 'brand', g.brand, plain(valuesOf('brand')), initial.brand)}
${variable('colorPrimary', g.primary, primaryColours)}
${variable('radius', g.radius, radii)}
${variable('fontFamily', g.font, fonts)}
</form>
<h3 id="pg-snippet-title">${h(g.snippet)}</h3>
<pre tabindex="0" aria-labelledby="pg-snippet-title"><code id="pg-snippet">${h(snippet)}</code></pre>
<p class="copy"><button type="button" id="pg-copy">${h(g.copy)}</button> <span id="pg-status" role="status"></span></p>
<h3>${h(g.preview)}</h3>
${preview}
<script src="/partners/playground.js" defer></script>`;
}
