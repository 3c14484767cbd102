// How a result's address is shown: host and path, without the scheme, shortened.
const MAX_DISPLAY_LENGTH = 60;

export function displayUrlOf(url: string): string {
  try {
    const { host, pathname, search } = new URL(url);
    const shown = `${host}${pathname === '/' ? '' : decodeURIComponent(pathname)}${search}`;
    return shown.length > MAX_DISPLAY_LENGTH ? `${shown.slice(0, MAX_DISPLAY_LENGTH - 1)}…` : shown;
  } catch {
    return url;
  }
}
