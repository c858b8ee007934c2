import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonErrors } from '../errors/common.errors.ts';
import { installProblemHandling } from '../errors/problem.ts';
import { installSecurity } from '../security/security.ts';
import { registerPartnerDocs } from './partner-docs.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ logger: false });
  installProblemHandling(app, commonErrors);
  installSecurity(app, { allowedOrigins: [] });
  registerPartnerDocs(app);
  await app.ready();
});
afterAll(() => app.close());

describe('/partners, the partners’ quick start', () => {
  it('shows the script tag and React side by side, in French first', async () => {
    const res = await app.inject({ method: 'GET', url: '/partners', headers: { host: 'propre.example:3000' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-language']).toBe('fr');
    expect(res.body).toContain('<html lang="fr-CA">');
    expect(res.body).toContain('Propre sur votre site\u202f: démarrage rapide');
    expect(res.body).toContain(
      '&lt;script src="http://propre.example:3000/embed/v1/loader.js" data-propre-key="pk_live_…" async&gt;',
    );
    expect(res.body).toContain('data-lang="fr"');
    expect(res.body).toContain("import { BookingWidget } from '@propre/widgets/booking';");
    // A page of ours with no script at all.
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).not.toMatch(/<script[\s>]/);
  });

  it('in English when asked, by the link or by the browser', async () => {
    const linked = await app.inject({ method: 'GET', url: '/partners?lang=en' });
    expect(linked.body).toContain('<h1>Propre on your site: quick start</h1>');
    expect(linked.body).toContain('data-lang="en"');
    const browser = await app.inject({ method: 'GET', url: '/partners', headers: { 'accept-language': 'en-CA,en;q=0.9' } });
    expect(browser.headers['content-language']).toBe('en');
  });

  it('never writes a strange Host header into the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/partners', headers: { host: 'evil"><img src=x>' } });
    expect(res.body).not.toContain('evil');
    expect(res.body).toContain('http://propre.ca/embed/v1/loader.js');
  });
});
