import type { Metadata } from 'next';
import { Listing } from '@/components/catalog/Listing';
import { PageHead } from '@/components/catalog/PageHead';
import { getCollectionCounts, getCollections, getProducts } from '@/lib/shop/catalog';
import { listParamsOf } from '@/lib/shop/page-views';
import { readShopName } from '@/lib/shop/shop-settings';
import { site } from '@/lib/site';

interface Props {
  /** The listing's canonical query (lib/shop/page-views.ts): `/list?...` is rewritten here. */
  params: Promise<{ view: string }>;
}

/** Rendered on a visit and kept; catalog events drop it at once (lib/shop/catalog.ts), this is the fallback. */
export const revalidate = 60;

/** Nothing at build time (the commerce server need not be running then): each view on its first visit. */
export function generateStaticParams(): never[] {
  return [];
}

const description =
  'Every piece in the shop: ceramics, textiles, wood and glass from independent makers. Filter by collection and price, search, and sort.';

export async function generateMetadata({ params: route }: Props): Promise<Metadata> {
  const params = listParamsOf((await route).view);
  const title = params.q ? `Search: ${params.q}` : 'Shop all pieces';
  const shopName = await readShopName(site.name);
  return {
    title,
    description,
    openGraph: { title: `${title} · ${shopName}`, description, type: 'website', siteName: shopName },
  };
}

export default async function ListPage({ params: route }: Props) {
  const params = listParamsOf((await route).view);
  const collections = await getCollections();
  const collection = collections.find((c) => c.slug === params.collection);
  const [result, counts] = await Promise.all([
    getProducts({
      ...(collection ? { collectionId: collection.id } : {}),
      q: params.q,
      min: params.min,
      max: params.max,
      sort: params.sort,
      page: params.page,
    }),
    getCollectionCounts(params),
  ]);

  return (
    <div className="container shop-page">
      <PageHead
        eyebrow="The shop"
        title={
          params.q ? (
            <>
              Results for <span className="accent">“{params.q}”</span>
            </>
          ) : collection ? (
            collection.name
          ) : (
            <>
              All <span className="accent">pieces</span>
            </>
          )
        }
      >
        <p>
          {collection?.description ||
            'Objects for the table, the home and the everyday, each made in a small run by a maker we know by name.'}
        </p>
      </PageHead>
      <Listing
        params={{ ...params, collection: collection?.slug ?? '' }}
        pathname="/list"
        collections={collections}
        result={result}
        counts={counts}
      />
    </div>
  );
}
