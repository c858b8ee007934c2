/**
 * The addresses the start-up lines print, each with the brand a browser shows there. The
 * marketplace picks its brand from the page's host name (`brandForHost` in the widgets' theme):
 * Propre on its own domains and localhost, Éclat on any other host. On one machine, then,
 * http://localhost shows Propre and http://127.0.0.1 Éclat.
 */

// The widgets' `brands.propre.hosts`: the API does not depend on the widgets package.
const propreHosts = ['propre.ca', 'www.propre.ca', 'localhost'];
// Hosts a listening socket answers on both localhost and 127.0.0.1 (Fastify listens on every address of localhost).
const bothLoopbacks = ['localhost', '127.0.0.1', '0.0.0.0', '::'];

export interface SiteAddress {
  brand: 'Propre' | 'Éclat';
  url: string;
}

export function brandOfHost(hostname: string): SiteAddress['brand'] {
  return propreHosts.includes(hostname.toLowerCase()) ? 'Propre' : 'Éclat';
}

export function siteAddresses(host: string, port: number): SiteAddress[] {
  const names = bothLoopbacks.includes(host)
    ? ['localhost', '127.0.0.1']
    : host === '::1'
      ? ['localhost', '[::1]']
      : [host.includes(':') ? `[${host}]` : host];
  return names.map((name) => ({
    brand: brandOfHost(name),
    url: `http://${name}:${port}`,
  }));
}
