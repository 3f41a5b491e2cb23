import Link from 'next/link';
import { Picture } from '@/components/ui/Picture';
import type { CollectionSummary } from '@/lib/shop/catalog-types';
import styles from './CollectionTiles.module.css';

/**
 * The width a tile's picture is drawn at, for `sizes`: the 5:6 frame is covered by a square picture,
 * drawn 1.2 times the tile's width. Phones: 2 columns. Wider: the tiles share the row (at least 10rem
 * each, 24 px apart, so at most 6 on the 1216 px page), growing when there are fewer collections.
 */
/** What tileSizes comes to: 161 px on a 320 px phone, 417 px at 768 px (wider screens draw them smaller). */
const TILE_DRAWN = { min: 161, max: 417 };

function tileSizes(count: number): string {
  const perRow = Math.min(Math.max(count, 1), 6);
  const wide = Math.round((1.2 * (1216 - 24 * (perRow - 1))) / perRow);
  return `(max-width: 768px) calc(57vw - 21px), (max-width: 1100px) ${Math.max(wide, 270)}px, ${wide}px`;
}

/** Every collection as an arch-framed picture: the way into the shop by theme. */
export function CollectionTiles({ collections }: { collections: CollectionSummary[] }) {
  if (collections.length === 0) return null;
  const sizes = tileSizes(collections.length);
  return (
    <section className={styles.section} aria-labelledby="collections-title">
      <div className="container">
        <p className="eyebrow">Shop by collection</p>
        <h2 id="collections-title" className={styles.title}>
          Find your <span className="accent">corner</span>
        </h2>
        <ul className={styles.tiles}>
          {collections.map((collection, index) => (
            <li key={collection.id}>
              <Link href={`/collections/${collection.slug}`} className={styles.tile}>
                <span className={styles.frame} data-pattern={index % 4}>
                  {collection.image && (
                    <Picture
                      src={collection.image.url}
                      alt=""
                      fill
                      sizes={sizes}
                      drawn={TILE_DRAWN}
                      className={styles.image}
                    />
                  )}
                </span>
                <span className={styles.name}>{collection.name}</span>
                <span className={styles.count}>
                  {collection.count} {collection.count === 1 ? 'piece' : 'pieces'}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
