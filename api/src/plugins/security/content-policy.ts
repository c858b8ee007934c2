/**
 * The Content-Security-Policy of each kind of page the server sends. The marketplace's policy is
 * the one that matters: its origin holds the session and the CSRF cookie (readable by script, as
 * the double-submit pattern needs), so no script may run there but the app's own files.
 */

export interface AppPolicyOptions {
  /** Stripe.js is loaded only when a publishable key is configured (STRIPE_PUBLISHABLE_KEY). */
  stripe: boolean;
  /** The tile server's URL template (VITE_MAP_TILES_URL); its origin may serve images. */
  mapTilesUrl?: string | undefined;
}

// Stripe.js and its Payment Element (Stripe's published CSP requirements): the script, its API,
// its frames (card entry, 3-D Secure) and the card brands' images.
const stripe = {
  script: ['https://js.stripe.com'],
  connect: ['https://api.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  img: ['https://*.stripe.com'],
};

/**
 * The origin of a tile URL template as a CSP source: `{s}` (Leaflet's subdomains) becomes a
 * wildcard. Anything that is not plainly scheme and host (a quote, a semicolon, a space) gives
 * nothing, so a configured value can never add a directive.
 */
export function tilesSource(template: string | undefined): string | undefined {
  const match = /^(https?):\/\/([^/?#]+)/.exec(template ?? '');
  if (!match) return undefined;
  const host = (match[2] ?? '').replace(/^\{s\}\./, '*.');
  return /^(\*\.)?[A-Za-z0-9.-]+(:\d+)?$/.test(host) ? `${match[1]}://${host}` : undefined;
}

/** The origin of the live-messaging socket for a page served at `host` (ws: beside http:, wss: beside https:). */
export function socketSource(protocol: string, host: string | undefined): string | undefined {
  // The Host header is the caller's: only a plain host[:port] (or an IPv6 literal) goes in a header.
  if (!host || !/^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+)(:\d+)?$/.test(host)) return undefined;
  return `${protocol === 'https' ? 'wss' : 'ws'}://${host}`;
}

const join = (directives: Record<string, readonly (string | undefined)[]>): string =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources.filter(Boolean)].join(' '))
    .join('; ');

/**
 * The marketplace (reference-app): scripts from its own files only — no inline script, no eval —
 * so markup injected into a page can never run. The API is the same origin; the socket is named
 * too (`'self'` covers ws: only in CSP 3 browsers).
 *
 * Styles allow 'unsafe-inline': React's `style` props go through the CSSOM and need nothing, but
 * Radix's scroll lock (react-remove-scroll, under every modal dialog) writes a <style> element
 * when one opens — refused without it (tests/e2e/content-policy.spec.ts) — and a nonce would mean rewriting index.html per request for a
 * library that reads it from a global. Inline styles cannot run script; what they could do (CSS
 * selectors that leak attribute values) needs injected markup, which React's escaping denies.
 */
export function appContentPolicy(options: AppPolicyOptions, socket: string | undefined): string {
  const tiles = tilesSource(options.mapTilesUrl);
  const pay = options.stripe ? stripe : { script: [], connect: [], frame: [], img: [] };
  return join({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...pay.script],
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for the favicon and the offline map sketch; blob: for photos previewed before upload.
    'img-src': ["'self'", 'data:', 'blob:', tiles, ...pay.img],
    'connect-src': ["'self'", socket, ...pay.connect],
    // blob: for a verification document's PDF, fetched with the admin's session and shown in a frame.
    'frame-src': ['blob:', ...pay.frame],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}

/** Other pages of ours (the "app not built" and "Storybook building" notices): no script at all. */
export const noticeContentPolicy = join({
  'default-src': ["'none'"],
  'style-src': ["'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
});

/**
 * The API reference (/docs, Scalar): its page starts with an inline script holding its
 * configuration, Scalar writes <style> elements, and its bundle tries eval (a schema library
 * probing whether it may compile validators; refused, it is reported as a violation). Where inline
 * scripts already run, eval adds nothing an injected script could not do. Acceptable because the page is served only
 * when SERVE_DOCS is on (off by default in production) and shows nothing but our own contract:
 * there is no user content in it to inject a script through. Everything else stays on our origin.
 */
export const docsContentPolicy = join({
  'default-src': ["'self'"],
  'script-src': ["'self'", "'unsafe-inline'", "'unsafe-eval'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
});

/**
 * Storybook (/storybook/): its manager and preview run inline scripts and shows each story in a
 * frame of the same origin, and its mock service worker takes its policy from its own script's
 * answer (a `connect-src` there would refuse the requests it passes through). So scripts are not
 * restricted; what is: plugins, <base>, and framing by anyone else. Acceptable because it is
 * served only when SERVE_STORYBOOK is on (off by default in production) and shows fixtures only.
 */
export const storybookContentPolicy = join({
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'frame-ancestors': ["'self'"],
});
