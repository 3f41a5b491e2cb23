import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Listing } from '@/components/catalog/Listing';
import { PageHead } from '@/components/catalog/PageHead';
import { getCollection, getCollections, getProducts } from '@/lib/shop/catalog';
import { parseListParams, type RawParams } from '@/lib/shop/list-params';
import { site } from '@/lib/site';

interface Props {
  params: Promise<{ slug: string }>;
  searchParams: Promise<RawParams>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const collection = await getCollection((await params).slug);
  if (!collection) return { title: 'Collection not found' };
  const description =
    collection.description ||
    `${collection.name}: ${collection.count} pieces from independent makers at ${site.name}.`;
  return {
    title: collection.name,
    description,
    openGraph: {
      title: `${collection.name} · ${site.name}`,
      description,
      type: 'website',
      siteName: site.name,
      ...(collection.image ? { images: [{ url: collection.image.url, alt: collection.image.alt }] } : {}),
    },
  };
}

export default async function CollectionPage({ params, searchParams }: Props) {
  const { slug } = await params;
  const collection = await getCollection(slug);
  if (!collection) notFound();
  const list = { ...parseListParams(await searchParams), collection: slug };
  const [collections, result] = await Promise.all([
    getCollections(),
    getProducts({
      collectionId: collection.id,
      q: list.q,
      min: list.min,
      max: list.max,
      sort: list.sort,
      page: list.page,
    }),
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
      />
    </div>
  );
}
