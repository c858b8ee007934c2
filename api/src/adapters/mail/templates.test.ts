import { describe, expect, it } from 'vitest';
import type { Locale } from '../../plugins/errors/locale.ts';
import { escapeHtml, html } from './html.ts';
import { renderMail } from './templates.ts';

const variables = { name: 'Émilie', resetUrl: 'https://propre.test/reset?token=abc&lang=fr', expiresInMinutes: 30 };

describe('mail templates', () => {
  it('renders the password reset in French by default', () => {
    const mail = renderMail('password-reset', variables);
    expect(mail.tag).toBe('password-reset');
    expect(mail.locale).toBe('fr');
    expect(mail.subject).toBe('Réinitialisation de votre mot de passe Propre');
    expect(mail.text).toContain('Bonjour Émilie,');
    expect(mail.text).toContain('https://propre.test/reset?token=abc&lang=fr');
    expect(mail.text).toContain('valide pendant 30\u00a0minutes');
    expect(mail.text).toContain('ignorez simplement ce courriel');
    expect(mail.text.trimEnd().endsWith("L'équipe Propre")).toBe(true);
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain('Choisir un nouveau mot de passe');
    expect(mail.html).toContain('href="https://propre.test/reset?token=abc&amp;lang=fr"');
    expect(mail.html).toContain('L&#39;équipe Propre');
  });

  it('renders the password reset in English on request', () => {
    const mail = renderMail('password-reset', variables, 'en');
    expect(mail.locale).toBe('en');
    expect(mail.subject).toBe('Reset your Propre password');
    expect(mail.text).toContain('Hello Émilie,');
    expect(mail.text).toContain('valid for 30\u00a0minutes');
    expect(mail.text.trimEnd().endsWith('The Propre team')).toBe(true);
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('Choose a new password');
    expect(mail.text).not.toContain('Bonjour');
  });

  it('falls back to French for a language it does not have', () => {
    const mail = renderMail('password-reset', variables, 'de' as Locale);
    expect(mail.locale).toBe('fr');
    expect(mail.subject).toBe('Réinitialisation de votre mot de passe Propre');
  });

  it('escapes variables in the HTML but keeps them as written in the text', () => {
    const name = '<script>alert("x")</script> & Cie l\'Ami';
    const mail = renderMail('password-reset', { ...variables, name, resetUrl: 'https://propre.test/r?a="><img src=x>' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Cie l&#39;Ami');
    expect(mail.html).toContain('href="https://propre.test/r?a=&quot;&gt;&lt;img src=x&gt;"');
    expect(mail.text).toContain(`Bonjour ${name},`);
  });

  it('counts minutes in each language’s grammar and greets without a name', () => {
    expect(renderMail('password-reset', { ...variables, expiresInMinutes: 1 }).text).toContain('pendant 1\u00a0minute ');
    expect(renderMail('password-reset', { ...variables, expiresInMinutes: 1 }, 'en').text).toContain('for 1\u00a0minute ');
    expect(renderMail('password-reset', { ...variables, name: '  ' }).text.startsWith('Bonjour,\n')).toBe(true);
    expect(renderMail('password-reset', { ...variables, name: '' }, 'en').text.startsWith('Hello,\n')).toBe(true);
  });

  it('html`` escapes what it interpolates unless it is markup from html`` itself', () => {
    const inner = html`<b>${'a<b'}</b>`;
    expect(html`<p>${inner}${' & '}${null}${false}${['<i>', html`<i>ok</i>`]}</p>`.value).toBe(
      '<p><b>a&lt;b</b> &amp; &lt;i&gt;<i>ok</i></p>',
    );
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});
