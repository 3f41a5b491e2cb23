/** The revision a page sends in `If-Match` (an entity tag's quotes allowed); undefined when none. */
export function revisionOf(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  const clean = value?.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
  return clean ? clean : undefined;
}
