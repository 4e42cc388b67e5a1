// A page's address in a locale: that locale's base URL (`/fr/` for another one) followed by the page's route.
export function localeUrl(baseUrl: string, route: string): string {
  return baseUrl + route.replace(/^\//, '');
}
