/**
 * What the API accepts as an allowed origin (`scheme://host[:port]`: https, or http for
 * localhost; no path, query, fragment or credentials), checked before sending so each field says
 * what is wrong at once. The API checks again and has the last word.
 */
export type OriginProblem = 'originRequired' | 'originInvalid' | 'originDuplicate';

const loopback = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

export function originProblem(raw: string): Exclude<OriginProblem, 'originDuplicate'> | null {
  const value = raw.trim();
  if (value === '') return 'originRequired';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'originInvalid';
  }
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/') return 'originInvalid';
  if (value.replace(/\/$/, '').toLowerCase() !== url.origin) return 'originInvalid';
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && loopback.test(url.hostname)) return null;
  return 'originInvalid';
}

/** Each origin's problem by its index (the API's `/allowedOrigins/<i>`), duplicates included. */
export function originProblems(origins: readonly string[]): Record<number, OriginProblem> {
  const problems: Record<number, OriginProblem> = {};
  const seen = new Set<string>();
  origins.forEach((origin, i) => {
    const problem = originProblem(origin);
    const key = origin.trim().replace(/\/$/, '').toLowerCase();
    if (problem) problems[i] = problem;
    else if (seen.has(key)) problems[i] = 'originDuplicate';
    seen.add(key);
  });
  return problems;
}
