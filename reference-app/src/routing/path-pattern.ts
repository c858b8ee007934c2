const segments = (path: string) => path.split('/').filter(Boolean);

/** Does `pathname` fit `pattern` (`:name` matches one non-empty segment)? A trailing slash is ignored. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const want = segments(pattern);
  const got = segments(pathname);
  return want.length === got.length && want.every((part, i) => part.startsWith(':') || part === got[i]);
}
