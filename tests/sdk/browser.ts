// Test support for tests/sdk (not a test file): what a browser keeps for a page — Web Storage
// over a Map, and the cookies the API sets, sent back with later requests to the same API.

/** The Web Storage interface over a Map, as localStorage and sessionStorage behave. */
export class MapStorage implements Storage {
  readonly #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.#items.set(key, String(value));
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  clear() {
    this.#items.clear();
  }
  entries() {
    return Object.fromEntries(this.#items);
  }
}

/**
 * The browser's cookie store for one API, reduced to what the session cookies need: a cookie is
 * kept by name until an answer expires it (Max-Age=0 or an Expires in the past), and requests
 * carry every kept cookie when they ask for credentials (`credentials: 'include'`), as a
 * browser does for a cross-origin API.
 */
export class CookieJar {
  readonly cookies = new Map<string, { value: string; httpOnly: boolean }>();

  /** The `document.cookie` a page of the API's origin would read: cookies that are not HttpOnly. */
  get documentCookie(): string {
    return [...this.cookies]
      .filter(([, cookie]) => !cookie.httpOnly)
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');
  }

  fetch(fetchImpl: typeof fetch): typeof fetch {
    return async (input, init) => {
      const request = new Request(input, init);
      if (request.credentials === 'include' && this.cookies.size > 0) {
        request.headers.set('cookie', [...this.cookies].map(([name, { value }]) => `${name}=${value}`).join('; '));
      }
      const response = await fetchImpl(request);
      for (const line of response.headers.getSetCookie()) this.#store(line);
      return response;
    };
  }

  #store(line: string) {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    const name = pair.slice(0, at);
    const attribute = (key: string) =>
      attributes.find((part) => part.toLowerCase().startsWith(`${key.toLowerCase()}=`))?.slice(key.length + 1);
    const maxAge = attribute('Max-Age');
    const expires = attribute('Expires');
    const expired = (maxAge !== undefined && Number(maxAge) <= 0) || (expires !== undefined && Date.parse(expires) <= Date.now());
    if (expired) this.cookies.delete(name);
    else {
      const httpOnly = attributes.some((part) => part.toLowerCase() === 'httponly');
      this.cookies.set(name, { value: pair.slice(at + 1), httpOnly });
    }
  }
}
