/**
 * Matches `/states/:id` style patterns; returns the named parts, or null. A trailing `*` matches any rest.
 */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const clean = (p: string) => p.replace(/\/+$/, '') || '/';
  const patternParts = clean(pattern).split('/');
  const pathParts = clean(path).split('/');
  const params: Record<string, string> = {};
  for (let i = 0; i < patternParts.length; i++) {
    const part = patternParts[i]!;
    if (part === '*') return params;
    const value = pathParts[i];
    if (value === undefined) return null;
    if (part.startsWith(':')) {
      if (value === '') return null;
      params[part.slice(1)] = decodeURIComponent(value);
    } else if (part !== value) {
      return null;
    }
  }
  return patternParts.length === pathParts.length ? params : null;
}
