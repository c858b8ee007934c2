import type { Locale } from '../errors/locale.ts';

/** What crawlers may index: the marketplace, not the API, the docs or the component catalogue. */
export const defaultRobots = [
  'User-agent: *',
  'Disallow: /api/',
  'Disallow: /docs/',
  'Disallow: /storybook/',
  'Allow: /',
  '',
].join('\n');

/** robots.txt pointing to the sitemap (unless it already names one). */
export function withSitemap(robots: string, sitemapUrl: string): string {
  if (/^sitemap:/im.test(robots)) return robots;
  return `${robots.replace(/\n*$/, '\n')}\nSitemap: ${sitemapUrl}\n`;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface PageText {
  title: string;
  lines: string[];
  command: string;
}

/** A small self-contained page (no script, no external resource) in the caller's language. */
function page(locale: Locale, text: PageText, refreshSeconds?: number): string {
  const refresh = refreshSeconds ? `<meta http-equiv="refresh" content="${refreshSeconds}">` : '';
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${refresh}<title>${escapeHtml(text.title)}</title>
<style>body{font:1rem/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#1b1f24}code{background:#eef1f4;padding:.1rem .3rem;border-radius:.2rem}</style>
</head>
<body>
<main>
<h1>${escapeHtml(text.title)}</h1>
${text.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><code>${escapeHtml(text.command)}</code></p>
<p><a href="/docs/">API</a></p>
</main>
</body>
</html>
`;
}

const appMissing: Record<Locale, PageText> = {
  fr: {
    title: 'Le site n’est pas encore construit',
    lines: [
      'Le serveur fonctionne, mais reference-app/dist est introuvable.',
      'Lancez ./script/start (qui construit le site au démarrage) ou construisez-le vous-même\u202f:',
    ],
    command: 'pnpm --filter @propre/reference-app build',
  },
  en: {
    title: 'The marketplace is not built yet',
    lines: [
      'The server is running, but reference-app/dist is missing.',
      'Run ./script/start (it builds the app when it starts) or build it yourself:',
    ],
    command: 'pnpm --filter @propre/reference-app build',
  },
};

const storybookMissing: Record<Locale, PageText> = {
  fr: {
    title: 'Storybook est en cours de construction…',
    lines: [
      './script/start le construit en arrière-plan\u202f; cette page se recharge toute seule dans quelques secondes.',
      'Si elle n’apparaît pas, construisez-le vous-même\u202f:',
    ],
    command: 'pnpm --filter @propre/storybook build',
  },
  en: {
    title: 'Storybook is being built…',
    lines: [
      './script/start builds it in the background; this page reloads itself in a few seconds.',
      'If it does not appear, build it yourself:',
    ],
    command: 'pnpm --filter @propre/storybook build',
  },
};

export const appMissingPage = (locale: Locale): string => page(locale, appMissing[locale]);
export const storybookBuildingPage = (locale: Locale, refreshSeconds: number): string =>
  page(locale, storybookMissing[locale], refreshSeconds);
