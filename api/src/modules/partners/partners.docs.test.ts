/**
 * `/partners`, the partners' documentation, on the real app (its error catalogue, its webhook
 * events, the demo partner's playground key): both languages, every attribute, option, event,
 * variable and part the widgets' source names, the page's policy, and no Host header in the page.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { widgetsReference } from '../../plugins/web/partner-docs/generated/widgets-reference.ts';
import {
  attributeTexts,
  eventTexts,
  optionTexts,
  partnerErrorCodes,
  variableTexts,
} from '../../plugins/web/partner-docs/reference-texts.ts';
import { escapeHtml } from '../../plugins/web/partner-docs/typography.ts';
import { nodeVerifyExample, pythonVerifyExample } from '../../plugins/web/partner-docs/webhook-examples.ts';
import { partnerEventTypes } from './partners.entities.ts';
import { demoPublishableKey, partnersSeeder } from './partners.seed.ts';

const own = 'http://localhost:3000';
const t = useTestApp({ env: { SEED_DEMO_DATA: 'true', PUBLIC_URL: own }, seeders: [partnersSeeder] });
// Not one of the contract's operations: the page is asked of the app directly.
const page = (url = '/partners', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'localhost:3000', ...headers } });

describe('/partners, the partners’ documentation', () => {
  it('is in French first, with the script tag and React side by side and every section', async () => {
    const res = await page();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-language']).toBe('fr');
    expect(res.body).toContain('<html lang="fr-CA">');
    expect(res.body).toContain('<h1>Propre sur votre site\u202f: documentation des partenaires</h1>');
    expect(res.body).toContain('Une balise script (tout site, tout CMS)');
    expect(res.body).toContain('React (votre application)');
    expect(res.body).toContain(
      escapeHtml('<script src="http://localhost:3000/embed/v1/loader.js" data-propre-key="pk_live_…" async>'),
    );
    expect(res.body).toContain("import { BookingWidget } from '@propre/widgets/booking';");
    for (const title of [
      'Terrain d’essai',
      'Attributs data-',
      'Événements',
      'Thème et appearance',
      'Webhooks',
      'Codes d’erreur',
    ]) {
      expect(res.body).toContain(`>${title}</h2>`);
    }
    // French typography in the prose: never a plain space before a colon.
    expect(res.body).toContain('>Clé publique et origines autorisées</h2>');
    expect(res.body).not.toMatch(/[a-zé] : [a-zé]/);
  });

  it('lists every data- attribute, Propre.mount option and event the embed code reads or sends, described', async () => {
    const res = await page();
    for (const attribute of widgetsReference.attributes) {
      expect(res.body).toContain(`<code>${attribute.name}</code>`);
      expect(res.body).toContain(escapeHtml(attributeTexts[attribute.name]?.fr.split(' ')[0] ?? 'missing'));
      for (const value of attribute.values) expect(res.body).toContain(`<code>${value}</code>`);
    }
    for (const option of widgetsReference.mountOptions) expect(res.body).toContain(`<td><code>${option.name}</code></td>`);
    for (const event of widgetsReference.events) {
      expect(res.body).toContain(`<code>${event.name}</code>`);
      expect(res.body).toContain(escapeHtml(event.detail));
    }
    expect(res.body).toContain('<code>network_error</code>');
    expect(res.body).toContain('<code>embed_load_failed</code>');
    // Every item has its words in both languages, and no words are left for an item that went away.
    expect(Object.keys(attributeTexts).sort()).toEqual(widgetsReference.attributes.map((a) => a.name).sort());
    expect(Object.keys(optionTexts).sort()).toEqual(widgetsReference.mountOptions.map((o) => o.name).sort());
    expect(Object.keys(eventTexts).sort()).toEqual(widgetsReference.events.map((e) => e.name).sort());
    expect(Object.keys(variableTexts).sort()).toEqual([...widgetsReference.variables].sort());
  });

  it('lists every appearance variable and every named part, entry by entry', async () => {
    const res = await page('/partners?lang=en');
    for (const variable of widgetsReference.variables) expect(res.body).toContain(`<td><code>${variable}</code></td>`);
    for (const entry of widgetsReference.parts) {
      expect(res.body).toContain(`<summary><code>${entry.entry}</code> (${entry.names.length} parts)</summary>`);
      for (const name of entry.names) expect(res.body).toContain(`<li><code>${name}</code></li>`);
    }
    expect(res.body).toContain('<li><code>bookingRoot</code></li>');
  });

  it('documents the secret-key API, the webhooks with their real signature scheme, and the error codes', async () => {
    const res = await page('/partners?lang=en');
    expect(res.body).toContain('Authorization: Bearer sk_live_…');
    expect(res.body).toContain('curl http://localhost:3000/api/partners/me');
    expect(res.body).toContain('6,000 calls a minute');
    expect(res.body).toContain('429 rate_limited');
    for (const type of partnerEventTypes) expect(res.body).toContain(`<li><code>${type}</code></li>`);
    expect(res.body).toContain('<code>Propre-Signature</code>');
    expect(res.body).toContain(escapeHtml(nodeVerifyExample));
    expect(res.body).toContain(escapeHtml(pythonVerifyExample));
    for (const code of partnerErrorCodes) expect(res.body).toContain(`<td><code>${code}</code></td>`);
    expect(res.body).toContain('This publishable key is not allowed from this origin');
    expect(res.body).toContain('&quot;code&quot;: &quot;partner_origin_not_allowed&quot;');
  });

  it('in English when asked, by the link or by the browser', async () => {
    const linked = await page('/partners?lang=en');
    expect(linked.body).toContain('<h1>Propre on your site: partner documentation</h1>');
    expect(linked.body).toContain('<html lang="en-CA">');
    expect(linked.body).toContain('<a href="?lang=fr" hreflang="fr" lang="fr">Français</a>');
    const browser = await page('/partners', { 'accept-language': 'en-CA,en;q=0.9' });
    expect(browser.headers['content-language']).toBe('en');
    expect(browser.body).toContain('>Playground</h2>');
    const asked = await page('/partners?lang=fr', { 'accept-language': 'en-CA,en;q=0.9' });
    expect(asked.headers['content-language']).toBe('fr');
  });

  it('has a playground: labelled fields, the snippet, the real loader with the demo key, our scripts only', async () => {
    const res = await page();
    for (const [id, label] of [
      ['pg-widget', 'Widget'],
      ['pg-cleaner', 'Identifiant de la personne (slug)'],
      ['pg-lang', 'Langue'],
      ['pg-theme', 'Thème'],
      ['pg-brand', 'Marque'],
      ['pg-colorPrimary', 'Couleur principale'],
    ]) {
      expect(res.body).toContain(`<label for="${id}">${label}</label>`);
      expect(res.body).toContain(`id="${id}"`);
    }
    expect(res.body).toContain('<div id="pg-preview" data-propre-widget="booking" data-cleaner="sophie-gagnon" data-lang="fr"');
    expect(res.body).toContain(`<script src="/embed/v1/loader.js" data-propre-key="${demoPublishableKey}" async></script>`);
    expect(res.body).toContain('<script src="/partners/playground.js" defer></script>');
    // No inline script: every script element has a src, and the policy allows our origin's only.
    expect(res.body.match(/<script[^>]*>/g)?.every((tag) => / src="\//.test(tag))).toBe(true);
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");

    const script = await page('/partners/playground.js');
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain("getElementById('pg-form')");
    expect((await page('/partners/docs.css')).headers['content-type']).toContain('text/css');
  });

  it('the demo key is accepted from the page’s own origin, and only there', async () => {
    const check = (host: string) =>
      t.request({
        method: 'GET',
        url: `/api/partners/embed-check?key=${encodeURIComponent(demoPublishableKey)}`,
        headers: { host, 'sec-fetch-site': 'same-origin' },
      });
    const ours = await check('localhost:3000');
    expect(ours.statusCode, ours.body).toBe(200);
    expect(ours.json()).toEqual({ partnerName: 'Gestion Immo Démo', origin: own });
    const elsewhere = await t.request({
      method: 'GET',
      url: `/api/partners/embed-check?key=${encodeURIComponent(demoPublishableKey)}`,
      headers: { origin: 'https://evil.example' },
    });
    expect(elsewhere.statusCode).toBe(403);
  });

  it('never writes a strange Host header into the page', async () => {
    const res = await page('/partners', { host: 'evil"><img src=x onerror=alert(1)>' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('evil');
    expect(res.body).not.toContain('<img');
    expect(res.body).toContain('http://propre.ca/embed/v1/loader.js');
  });
});
