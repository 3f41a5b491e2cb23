'use client';

import Image from 'next/image';
import { useState } from 'react';
import type { Picture } from '@/lib/shop/catalog-types';
import styles from './Gallery.module.css';

/**
 * Widths a picture is drawn at, for `sizes`. Phones: the main picture is a full-width square. Wider:
 * the gallery column is (95vw - 80px) x 1.15 / 2.15 of the page (at most 608 px), its frame 4:5, so a
 * square picture covering it is drawn 1.25 times as wide. Thumbnails: 4rem on phones, up to 5.5rem
 * wider, 4:5 as well.
 */
const MAIN_SIZES = '(max-width: 768px) 100vw, (max-width: 1296px) calc(63.5vw - 54px), 760px';
const THUMB_SIZES = '(max-width: 768px) 80px, 110px';

/**
 * The product's pictures: one large, the others as thumbnails that bring it forward. A new choice
 * (a colour) puts its pictures first and shows the first of them; the gallery keeps them all.
 */
export function Gallery({ pictures, name }: { pictures: Picture[]; name: string }) {
  const [index, setIndex] = useState(0);
  const lead = pictures[0]?.url;
  const [shownLead, setShownLead] = useState(lead);
  if (lead !== shownLead) {
    setShownLead(lead);
    setIndex(0);
  }
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
        <ul className={styles.thumbs} aria-label="Pictures" data-testid="gallery-thumbs">
          {pictures.map((picture, i) => (
            <li key={picture.url}>
              <button
                type="button"
                className={styles.thumb}
                aria-pressed={i === index}
                aria-label={`Show picture ${i + 1} of ${pictures.length}`}
                onClick={() => setIndex(i)}
              >
                <Image src={picture.url} alt="" fill sizes={THUMB_SIZES} className={styles.image} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
