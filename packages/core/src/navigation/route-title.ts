import type { RouteDef } from './route-table.types';

/** The value of `name` in a query string ('?a=1&b=2' or 'a=1'); null when absent. */
function queryValue(search: string, name: string): string | null {
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const at = pair.indexOf('=');
    const key = at < 0 ? pair : pair.slice(0, at);
    if (key === name) return at < 0 ? '' : pair.slice(at + 1);
  }
  return null;
}

/**
 * The i18n key titling a page at a location: an edit route opened without an `id` creates a record and
 * says so (`newTitle`); with one it edits. Page headings, tabs, the breadcrumb and the document title all
 * read it, so they never disagree.
 */
export function routeTitle(route: Pick<RouteDef, 'title' | 'newTitle'>, search = ''): string {
  if (route.newTitle === undefined) return route.title;
  const id = queryValue(search, 'id');
  return id === null || id === '' ? route.newTitle : route.title;
}
