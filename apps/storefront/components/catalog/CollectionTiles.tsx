import Image from 'next/image';
import Link from 'next/link';
import type { CollectionSummary } from '@/lib/shop/catalog-types';
import styles from './CollectionTiles.module.css';

/** Every collection as an arch-framed picture: the way into the shop by theme. */
export function CollectionTiles({ collections }: { collections: CollectionSummary[] }) {
  if (collections.length === 0) return null;
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
                    <Image
                      src={collection.image.url}
                      alt=""
                      fill
                      sizes="(max-width: 768px) 50vw, 200px"
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
