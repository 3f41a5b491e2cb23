import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Listing } from '@/components/catalog/Listing';
import { PageHead } from '@/components/catalog/PageHead';
import { getCollection, getCollectionCounts, getCollections, getProducts } from '@/lib/shop/catalog';
import { listParamsOf } from '@/lib/shop/page-views';
import { readShopName } from '@/lib/shop/shop-settings';
import { site } from '@/lib/site';

interface Props {
  /** `view`: the listing's canonical query (lib/shop/page-views.ts): `/collections/{slug}?...` is rewritten here. */
  params: Promise<{ slug: string; view: string }>;
}

/** Rendered on a visit and kept; catalog events drop it at once (lib/shop/catalog.ts), this is the fallback. */
export const revalidate = 60;

/** Nothing at build time (the commerce server need not be running then): each view on its first visit. */
export function generateStaticParams(): never[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const collection = await getCollection((await params).slug);
  if (!collection) return { title: 'Collection not found' };
  const shopName = await readShopName(site.name);
  const description =
    collection.description ||
    `${collection.name}: ${collection.count} pieces from independent makers at ${shopName}.`;
  return {
    title: collection.name,
    description,
    openGraph: {
      title: `${collection.name} · ${shopName}`,
      description,
      type: 'website',
      siteName: shopName,
      ...(collection.image ? { images: [{ url: collection.image.url, alt: collection.image.alt }] } : {}),
    },
  };
}

export default async function CollectionPage({ params }: Props) {
  const { slug, view } = await params;
  const collection = await getCollection(slug);
  if (!collection) notFound();
  const list = listParamsOf(view, slug);
  const [collections, result, counts] = await Promise.all([
    getCollections(),
    getProducts({
      collectionId: collection.id,
      q: list.q,
      min: list.min,
      max: list.max,
      sort: list.sort,
      page: list.page,
    }),
    getCollectionCounts(list),
  ]);

  return (
    <div className="container shop-page">
      <PageHead eyebrow="Collection" title={collection.name}>
        {collection.description && <p>{collection.description}</p>}
      </PageHead>
      <Listing
        params={list}
        pathname={`/collections/${collection.slug}`}
        collections={collections}
        result={result}
        current={collection}
        counts={counts}
      />
    </div>
  );
}
