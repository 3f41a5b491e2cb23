import type { Metadata } from 'next';
import Link from 'next/link';
import { StudioArt } from '@/components/about/StudioArt';
import { OpeningHours } from '@/components/layout/OpeningHours';
import { ShopFact } from '@/components/layout/ShopFact';
import { mailto, site } from '@/lib/site';
import styles from './page.module.css';

/** Kept an hour in shared caches (`s-maxage`): a new build's text reaches them within that. */
export const revalidate = 3600;

export const metadata: Metadata = {
  title: 'About us',
  description:
    'Atelier is a small, independent shop for unique-design, quality items made by workshops near you.',
};

const commitments = [
  {
    title: 'Unique design',
    text: 'We look for a point of view: a form, a glaze or a join that only this maker would have chosen. Most pieces come in small runs; some exist once.',
  },
  {
    title: 'Best quality',
    text: 'Solid wood over veneer, stoneware fired hot, linen woven tight. We handle every piece before it reaches the shop and stand behind it after it leaves.',
  },
  {
    title: 'Near you',
    text: 'Our makers work within a day’s drive of the studio. Shorter journeys mean less packaging, fewer breakages and a fairer share for the people who made the work.',
  },
];

export default function AboutPage() {
  return (
    <>
      <section className={styles.intro} aria-labelledby="about-title">
        <div className={`container ${styles.introGrid}`}>
          <div className={styles.introText}>
            <p className="eyebrow">About us</p>
            <h1 id="about-title" className={styles.title}>
              A small shop for things <span className="accent">made to last.</span>
            </h1>
          </div>
          <p className={`lede ${styles.introLede}`}>
            <ShopFact fact="name" /> is an independent shop for unique-design, quality items. We work with
            designers and workshops near you, and we would rather offer a few pieces we believe in than a
            catalogue of everything.
          </p>
        </div>
      </section>

      <section className={styles.story} aria-labelledby="story-title">
        <div className={`container ${styles.storyGrid}`}>
          <div className={styles.storyArt} aria-hidden="true">
            <StudioArt className={styles.art} />
          </div>
          <div className={styles.storyText}>
            <h2 id="story-title" className={styles.heading}>
              Our story
            </h2>
            <p>
              Atelier started at a workbench, with a notebook of makers whose work we kept coming back to: a
              potter who throws everything by hand, a weaver who still dyes her own yarn, a joiner who will
              not use a screw where a dovetail will do.
            </p>
            <p>
              We opened the shop so their work could be found in one place, and so the people buying it could
              know exactly where it came from. Every piece is chosen in person, photographed in our studio and
              described honestly, flaws of the handmade included.
            </p>
            <p>
              We are still small on purpose. It lets us answer every email ourselves, pack every order with
              care and say no to anything we would not keep at home.
            </p>
          </div>
        </div>
      </section>

      <section className={styles.commitments} aria-labelledby="commitments-title">
        <div className="container">
          <h2 id="commitments-title" className={styles.heading}>
            What we look for
          </h2>
          <ol className={styles.commitmentList}>
            {commitments.map((item, index) => (
              <li key={item.title} className={styles.commitment}>
                <span className={styles.number} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className={styles.commitmentTitle}>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className={styles.visit} aria-labelledby="visit-title">
        <div className={`container ${styles.visitGrid}`}>
          <h2 id="visit-title" className={styles.heading}>
            Talk to us
          </h2>
          <div className={styles.visitText}>
            <OpeningHours lead="We are open" />
            <p>
              Questions about a piece, a commission or an order are always welcome, and so is your feedback:
              write to us at{' '}
              <a href={mailto()} className="text-link">
                {site.contactEmail}
              </a>
              .
            </p>
            <div className={styles.visitActions}>
              <a href={mailto('A question for Atelier')} className="button">
                Email the studio
              </a>
              <Link href="/" className="button button-ghost">
                Back to the shop
              </Link>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
