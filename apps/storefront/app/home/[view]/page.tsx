import Link from 'next/link';
import { notFound } from 'next/navigation';
import { CollectionTiles } from '@/components/catalog/CollectionTiles';
import { Shelf } from '@/components/catalog/Shelf';
import { HeroArt } from '@/components/home/HeroArt';
import { Arrow } from '@/components/ui/Arrow';
import { getHomeShelves } from '@/lib/shop/catalog';
import { PLAIN_VIEW } from '@/lib/shop/page-views';
import styles from './page.module.css';

const principles = [
  {
    title: 'Unique design',
    text: 'Small runs and one-offs from independent designers. You will not find them on every shelf.',
    icon: (
      <path d="M6 26V13a10 10 0 0 1 20 0v13M3 26h26" fill="none" stroke="currentColor" strokeWidth="1.5" />
    ),
  },
  {
    title: 'Best quality',
    text: 'Honest materials, careful joinery and glazes that age well. Every piece is checked by hand.',
    icon: (
      <>
        <circle cx="16" cy="16" r="10" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="m11 16.5 3.5 3.5 7-8" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </>
    ),
  },
  {
    title: 'Near you',
    text: 'Made by workshops close to home, so pieces travel less and makers are paid fairly.',
    icon: (
      <>
        <path
          d="M16 28s-9-8.4-9-15a9 9 0 0 1 18 0c0 6.6-9 15-9 15z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        />
        <circle cx="16" cy="13" r="3" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </>
    ),
  },
];

/** Rendered on a visit and kept; catalog events drop it at once (lib/shop/catalog.ts), this is the fallback. */
export const revalidate = 60;

/** Nothing at build time (the commerce server need not be running then): each view on its first visit. */
export function generateStaticParams(): never[] {
  return [];
}

/** The home page, at `/` (proxy.ts rewrites it here). */
export default async function HomePage({ params }: { params: Promise<{ view: string }> }) {
  if ((await params).view !== PLAIN_VIEW) notFound();
  const { featured, collections, newest, discounted } = await getHomeShelves();
  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className={`container ${styles.heroGrid}`}>
          <div className={styles.heroText}>
            <p className="eyebrow">An independent design shop</p>
            <h1 id="hero-title" className={styles.heroTitle}>
              Unique design, best quality items <span className="accent">near&nbsp;you.</span>
            </h1>
            <p className="lede">
              Atelier gathers pieces made with intent: objects for the table, the home and the everyday,
              shaped by makers who sign their work and chosen to be kept for years.
            </p>
            <div className={styles.actions}>
              <Link href="/list" className="button">
                Shop all pieces
              </Link>
              <Link href="/aboutus" className="button button-ghost">
                Our story
              </Link>
            </div>
          </div>
          <div className={styles.heroArt}>
            <HeroArt className={styles.art} />
          </div>
        </div>
      </section>

      <section className={styles.principles} aria-label="What we stand for">
        <ul className={`container ${styles.principleList}`}>
          {principles.map((principle) => (
            <li key={principle.title} className={styles.principle}>
              <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className={styles.icon}>
                {principle.icon}
              </svg>
              <div>
                <h2 className={styles.principleTitle}>{principle.title}</h2>
                <p className={styles.principleText}>{principle.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      {featured && (
        <Shelf
          id="featured"
          eyebrow="Featured collection"
          title={featured.collection.name}
          intro={featured.collection.description}
          href={`/collections/${featured.collection.slug}`}
          linkText="Explore the collection"
          products={featured.products}
        />
      )}

      <Shelf
        id="new-arrivals"
        eyebrow="Just in"
        title={
          <>
            New <span className="accent">arrivals</span>
          </>
        }
        href="/list?sort=newest"
        linkText="See everything new"
        products={newest}
      />

      <Shelf
        id="on-sale"
        eyebrow="Quietly reduced"
        title={
          <>
            A little <span className="accent">kinder</span> on the price
          </>
        }
        intro="A few pieces from earlier runs, marked down while they last."
        href="/list?sort=price-asc"
        linkText="Shop all pieces"
        products={discounted}
        tone="deep"
      />

      <CollectionTiles collections={collections} />

      <section className={styles.story} aria-labelledby="story-title">
        <div className={`container ${styles.storyGrid}`}>
          <h2 id="story-title" className="visually-hidden">
            Our story
          </h2>
          <blockquote className={styles.quote}>
            <p>
              “We would rather sell you one thing you keep for twenty years than twenty things you keep for
              one.”
            </p>
          </blockquote>
          <div className={styles.storyText}>
            <p>
              Atelier began as a workbench and a list of makers we admired. It is still small on purpose:
              every piece is chosen in person, and every maker is someone we can call by name.
            </p>
            <Link href="/aboutus" className="text-link">
              Read our story <Arrow />
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
