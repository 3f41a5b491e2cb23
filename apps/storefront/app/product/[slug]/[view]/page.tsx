import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Badges } from '@/components/catalog/Badges';
import { Price } from '@/components/catalog/Price';
import { ProductGrid } from '@/components/catalog/ProductGrid';
import { BackInStock } from '@/components/product/BackInStock';
import { Gallery } from '@/components/product/Gallery';
import { OptionForm } from '@/components/product/OptionForm';
import { Purchase } from '@/components/product/Purchase';
import { getProduct, getProducts, getSelection } from '@/lib/shop/catalog';
import type { ProductDetail, SelectionView } from '@/lib/shop/catalog-types';
import { EMPTY_VARIANT, validSelection } from '@/lib/shop/catalog-view';
import { choicesOf } from '@/lib/shop/page-views';
import { productJsonLd } from '@/lib/shop/product-json-ld';
import { readShopName } from '@/lib/shop/shop-settings';
import { site } from '@/lib/site';
import styles from './page.module.css';

interface Props {
  /** `view`: the option selection, canonical (lib/shop/page-views.ts): `/product/{slug}?...` is rewritten here. */
  params: Promise<{ slug: string; view: string }>;
}

/** Rendered on a visit and kept; catalog events drop it at once (lib/shop/catalog.ts), this is the fallback. */
export const revalidate = 60;

/** Nothing at build time (the commerce server need not be running then): each view on its first visit. */
export function generateStaticParams(): never[] {
  return [];
}

/** This page with its selection, for the add-to-cart form's way back. */
const selectionPath = (pathname: string, selected: Record<string, string>) => {
  const query = new URLSearchParams(selected).toString();
  return query ? `${pathname}?${query}` : pathname;
};

const summary = (text: string) => (text.length > 155 ? `${text.slice(0, 152).trimEnd()}…` : text);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = await getProduct((await params).slug);
  if (!product) return { title: 'Piece not found' };
  const shopName = await readShopName(site.name);
  const description = summary(product.description || `${product.name}, at ${shopName}.`);
  return {
    title: product.name,
    description,
    openGraph: {
      title: `${product.name} · ${shopName}`,
      description,
      type: 'website',
      siteName: shopName,
      images: product.media.slice(0, 4).map((p) => ({
        url: p.url,
        ...(p.width ? { width: p.width, height: p.height } : {}),
        alt: p.alt,
      })),
    },
  };
}

/** Options with a single choice need no decision: they count as chosen. */
function withSingleChoices(product: ProductDetail, selected: Record<string, string>) {
  const out = { ...selected };
  for (const option of product.options) {
    const visible = option.choices.filter((c) => c.visible);
    if (out[option.name] === undefined && visible.length === 1) out[option.name] = visible[0]!.name;
  }
  return out;
}

function StockNote({ selection, product }: { selection: SelectionView; product: ProductDetail }) {
  const missing = product.options.filter((o) => !selection.selected[o.name]).map((o) => o.name.toLowerCase());
  let text: string;
  let state: string = selection.stock;
  if (!product.inStock) text = 'Sold out. This piece is not available right now.';
  else if (!selection.complete) {
    state = selection.stock === 'out-of-stock' ? 'out-of-stock' : 'choose';
    text =
      state === 'out-of-stock'
        ? 'Sold out in this combination. Try another choice.'
        : `Choose ${missing.join(' and ')} to see availability.`;
  } else if (selection.stock === 'out-of-stock') text = 'Sold out in this combination. Try another choice.';
  else if (selection.stock === 'low') text = `Only ${selection.quantity} left: made in small runs.`;
  else text = selection.quantity !== undefined ? `In stock: ${selection.quantity} available.` : 'In stock.';
  return (
    <p className={styles.stock} data-state={state} data-testid="stock" role="status">
      {text}
    </p>
  );
}

export default async function ProductPage({ params }: Props) {
  const { slug, view } = await params;
  const product = await getProduct(slug);
  if (!product) notFound();
  const selected = withSingleChoices(product, validSelection(product.options, choicesOf(view)));
  const selection = await getSelection(product, selected);
  const collection = product.collections.find((c) => c.slug !== 'featured') ?? product.collections[0];
  const related = collection
    ? (await getProducts({ collectionId: collection.id, pageSize: 5, sort: 'newest' })).items
        .filter((p) => p.id !== product.id)
        .slice(0, 4)
    : [];
  const pathname = `/product/${product.slug}`;
  // A whole selection that is sold out (a product without options: its one empty variant).
  const variantId = selection.variantId ?? (product.options.length === 0 ? EMPTY_VARIANT : undefined);
  const soldOutChoice = selection.complete && selection.stock === 'out-of-stock' ? variantId : undefined;

  return (
    <div className="container shop-page">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: productJsonLd(product, selection, pathname) }}
      />
      <nav aria-label="Breadcrumb" className={styles.crumbs}>
        <ol>
          <li>
            <Link href="/list">Shop</Link>
          </li>
          {collection && (
            <li>
              <Link href={`/collections/${collection.slug}`}>{collection.name}</Link>
            </li>
          )}
          <li aria-current="page">{product.name}</li>
        </ol>
      </nav>

      <div className={styles.layout}>
        <div className={styles.media}>
          <Gallery pictures={selection.media} name={product.name} />
        </div>

        <div className={styles.info}>
          <div className={styles.heading}>
            {product.brand && <p className="eyebrow">{product.brand}</p>}
            <Badges piece={{ ...product, price: selection.price }} soldOut={false} />
            <h1 className={styles.title}>{product.name}</h1>
          </div>

          <div className={styles.priceRow}>
            <Price price={selection.price} from={selection.priceVaries} size="lg" />
          </div>
          <StockNote selection={selection} product={product} />

          {selection.options.length > 0 && (
            <OptionForm
              key={JSON.stringify(selected)}
              options={selection.options}
              selected={selected}
              pathname={pathname}
            />
          )}

          {soldOutChoice && (
            <BackInStock
              productId={product.id}
              variantId={soldOutChoice}
              productName={product.name}
              hasOptions={product.options.length > 0}
            />
          )}

          <Purchase
            key={selection.variantId ?? 'none'}
            productId={product.id}
            variantId={variantId}
            returnTo={selectionPath(pathname, selected)}
            available={selection.available}
            stock={selection.stock}
            quantity={selection.quantity}
            complete={selection.complete}
          />

          {product.description && (
            <div className={styles.description}>
              <h2 className={styles.subhead}>About this piece</h2>
              {product.description.split(/\n{2,}/).map((paragraph, i) => (
                <p key={i}>{paragraph}</p>
              ))}
            </div>
          )}

          <dl className={styles.facts}>
            {selection.sku && (
              <div>
                <dt>SKU</dt>
                <dd>{selection.sku}</dd>
              </div>
            )}
            {product.collections.length > 0 && (
              <div>
                <dt>Collection</dt>
                <dd>
                  {product.collections.map((c, i) => (
                    <span key={c.id}>
                      {i > 0 && ', '}
                      <Link href={`/collections/${c.slug}`} className="text-link">
                        {c.name}
                      </Link>
                    </span>
                  ))}
                </dd>
              </div>
            )}
          </dl>
        </div>
      </div>

      {related.length > 0 && collection && (
        <section className={styles.related} aria-labelledby="related-title">
          <div className={styles.relatedHead}>
            <h2 id="related-title" className={styles.relatedTitle}>
              More from <span className="accent">{collection.name}</span>
            </h2>
            <Link href={`/collections/${collection.slug}`} className="text-link">
              See the collection
            </Link>
          </div>
          <ProductGrid products={related} label={`More from ${collection.name}`} />
        </section>
      )}
    </div>
  );
}
