'use client';

import Image from 'next/image';
import { useState } from 'react';
import type { Picture } from '@/lib/shop/catalog-types';
import styles from './Gallery.module.css';

const MAIN_SIZES = '(max-width: 768px) 100vw, (max-width: 1280px) 55vw, 680px';

/** The product's pictures: one large, the others as thumbnails that bring it forward. */
export function Gallery({ pictures, name }: { pictures: Picture[]; name: string }) {
  const [index, setIndex] = useState(0);
  const current = pictures[Math.min(index, pictures.length - 1)];

  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
        {current ? (
          <Image
            key={current.url}
            src={current.url}
            alt={current.alt}
            fill
            sizes={MAIN_SIZES}
            className={styles.image}
            preload
            data-testid="gallery-image"
          />
        ) : (
          <div className={styles.placeholder} role="img" aria-label={`${name}: no picture yet`} />
        )}
      </div>
      {pictures.length > 1 && (
        <ul className={styles.thumbs} aria-label="Pictures">
          {pictures.map((picture, i) => (
            <li key={picture.url}>
              <button
                type="button"
                className={styles.thumb}
                aria-pressed={i === index}
                aria-label={`Show picture ${i + 1} of ${pictures.length}`}
                onClick={() => setIndex(i)}
              >
                <Image src={picture.url} alt="" fill sizes="96px" className={styles.image} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
