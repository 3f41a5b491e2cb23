/** What a shopper's add-to-cart form sends, checked before anything reaches the server. */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AddToCartInput {
  productId: string;
  variantId: string | undefined;
  quantity: number;
  /** The page to go back to (a path of this shop). */
  returnTo: string;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** A path of this shop only: never another site (an open redirect). */
export function safeReturnPath(value: string, fallback = '/cart'): string {
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  return value;
}

/** The form's fields, or undefined when they are not a product, a variant and a quantity of 1 to 99. */
export function addToCartInput(form: FormData): AddToCartInput | undefined {
  const productId = text(form, 'productId');
  const variantId = text(form, 'variantId');
  const quantity = Number(text(form, 'quantity') || '1');
  if (!UUID.test(productId) || (variantId !== '' && !UUID.test(variantId))) return undefined;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > 99) return undefined;
  return {
    productId,
    variantId: variantId || undefined,
    quantity,
    returnTo: safeReturnPath(text(form, 'returnTo')),
  };
}

/** Whether a form post comes from this shop's own pages (the Origin header, when the browser sends one). */
export function sameOrigin(origin: string | null, host: string | null): boolean {
  if (origin === null) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** The countries the demo shop ships to (the shipping regions seeded on the server). */
export const SHIPPING_COUNTRIES = [
  { code: 'US', name: 'United States' },
  { code: 'CA', name: 'Canada' },
  { code: 'DE', name: 'Germany' },
  { code: 'FR', name: 'France' },
  { code: 'NL', name: 'Netherlands' },
  { code: 'IT', name: 'Italy' },
  { code: 'ES', name: 'Spain' },
] as const;

export interface EstimateQuery {
  country: string;
  subdivision: string | undefined;
  postalCode: string | undefined;
  option: string | undefined;
  carrierId: string | undefined;
}

const param = (params: Record<string, string | string[] | undefined>, name: string): string => {
  const value = params[name];
  return (Array.isArray(value) ? value[0] : value)?.trim().slice(0, 100) ?? '';
};

/**
 * The shipping estimate's fields from /cart's query string (a GET form, so it works without JavaScript).
 * A state typed as "NY" becomes the ISO 3166-2 code "US-NY" the server's addresses use.
 */
export function estimateQuery(
  params: Record<string, string | string[] | undefined>,
): EstimateQuery | undefined {
  const country = param(params, 'country').toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) return undefined;
  const rawSubdivision = param(params, 'subdivision').toUpperCase();
  const subdivision = rawSubdivision
    ? rawSubdivision.includes('-')
      ? rawSubdivision
      : `${country}-${rawSubdivision}`
    : undefined;
  return {
    country,
    subdivision,
    postalCode: param(params, 'postalCode') || undefined,
    option: param(params, 'option') || undefined,
    carrierId: param(params, 'carrierId') || undefined,
  };
}
