/**
 * The catalog as the storefront's pages see it: plain, serialisable values (cached between requests
 * and handed to client components), with media urls made absolute against the commerce server.
 */

export interface Picture {
  url: string;
  /** Intrinsic size; 0 when the server does not know it (an external image). */
  width: number;
  height: number;
  alt: string;
}

export interface PriceView {
  /** What the shopper pays, formatted (`$32.00`). */
  current: string;
  /** The price before the discount, when there is one. */
  was?: string;
  amount: number;
  currency: string;
}

export type StockState = 'in-stock' | 'low' | 'out-of-stock';

export interface ProductSummary {
  id: string;
  slug: string;
  name: string;
  brand?: string;
  ribbon?: string;
  price: PriceView;
  /** True when variants are priced differently: the card says "From". */
  priceVaries: boolean;
  image?: Picture;
  inStock: boolean;
}

export interface ChoiceView {
  /** For a colour option, the colour (`#7b8868`). */
  value: string;
  /** The choice's name, as variants and availability name it. */
  name: string;
  inStock: boolean;
  visible: boolean;
  media: Picture[];
}

export interface OptionView {
  name: string;
  type: 'drop_down' | 'color';
  choices: ChoiceView[];
}

export interface ProductDetail extends ProductSummary {
  description: string;
  sku?: string;
  media: Picture[];
  options: OptionView[];
  collections: { id: string; slug: string; name: string }[];
  discount?: { type: 'AMOUNT' | 'PERCENT'; value: number };
  /** Product-level stock (used when the product has no options). */
  stock: { tracked: boolean; quantity?: number; inStock: boolean };
  createdDate: string;
}

export interface SelectionView {
  /** Option name -> chosen choice name, only valid choices. */
  selected: Record<string, string>;
  complete: boolean;
  variantId?: string;
  price: PriceView;
  priceVaries: boolean;
  sku?: string;
  /** Whether the shopper could buy the current selection (a full selection of an available variant). */
  available: boolean;
  stock: StockState;
  /** Units left, when the shop counts them. */
  quantity?: number;
  options: OptionView[];
  media: Picture[];
}

export interface CollectionSummary {
  id: string;
  slug: string;
  name: string;
  description: string;
  count: number;
  image?: Picture;
}

export interface ProductPage {
  items: ProductSummary[];
  /** Matching pieces; a lower bound when `more` is set (the server stops counting at its cap). */
  total: number;
  more: boolean;
  /** One-based. */
  page: number;
  pages: number;
}
