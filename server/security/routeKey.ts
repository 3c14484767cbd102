// The path a request reaches, as limits and jails see it, whatever its spelling.

/** Whether a path is already as routed: no `%`, no upper case, no `//`, no `/.`, no trailing slash (a char loop:
 * the hot path pays a few nanoseconds, not a regular expression). */
function plainPath(path: string): boolean {
  let previous = 0;
  for (let i = 0; i < path.length; i++) {
    const c = path.charCodeAt(i);
    if (c === 37 || (c >= 65 && c <= 90) || ((c === 47 || c === 46) && previous === 47)) return false;
    previous = c;
  }
  return previous !== 47 || path.length === 1;
}

/** The path of an absolute-form target (`GET http://host/api/… HTTP/1.1`, which proxies send and routers accept). */
function originFormOf(target: string): string {
  const authority = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i.exec(target);
  return authority ? target.slice(authority[0].length) || '/' : target;
}

/** `.` and `..` segments resolved as a browser would (never above the root). */
function withoutDotSegments(path: string): string {
  const kept: string[] = [];
  for (const segment of path.split('/').slice(1)) {
    if (segment === '..') kept.pop();
    else if (segment !== '.') kept.push(segment);
  }
  const last = path.split('/').at(-1);
  return `/${kept.join('/')}${last === '.' || last === '..' ? '/' : ''}`;
}

/**
 * The path a request reaches, whatever its spelling: the absolute form's origin dropped, percent-encoding decoded,
 * runs of slashes made one, dot segments resolved, lower case, no trailing slash. `/%61pi//Search/./history/` and
 * `http://host/api/search/history` are `/api/search/history`.
 */
export function routeKeyOf(url: string): string {
  const query = url.indexOf('?');
  let path = query === -1 ? url : url.slice(0, query);
  if (path.charCodeAt(0) !== 47) path = originFormOf(path);
  if (plainPath(path)) return path;
  if (path.includes('%')) {
    try {
      path = decodeURIComponent(path);
    } catch {
      // Not valid UTF-8 once decoded: the ASCII escapes at least (the ones that spell a path).
      path = path.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    }
  }
  path = withoutDotSegments(path.replace(/\/{2,}/g, '/').toLowerCase());
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}
