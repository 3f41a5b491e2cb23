/** The `token` of a mailed staff link, as the page's search parameters carry it; '' when absent. */
export function linkToken(params: Record<string, string | string[] | undefined>): string {
  const value = params.token;
  const token = (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
  return token.length <= 200 && /^[\w-]+$/.test(token) ? token : '';
}
