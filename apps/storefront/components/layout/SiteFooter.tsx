import Link from 'next/link';
import { NewsletterForm } from '@/components/newsletter/NewsletterForm';
import { Arrow } from '@/components/ui/Arrow';
import { BrandMark } from './BrandMark';
import { FooterAccountLinks } from './FooterAccountLinks';
import { OpeningHours } from './OpeningHours';
import { ShopFact, ShopMailLink } from './ShopFact';
import styles from './SiteFooter.module.css';

const usefulLinks = [
  { href: '/', label: 'Home' },
  { href: '/aboutus', label: 'About us' },
] as const;

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.columns}`}>
        <section className={styles.brandColumn} aria-labelledby="footer-brand">
          <h2 id="footer-brand" className={styles.brand}>
            <BrandMark className={styles.mark} />
            <span data-testid="footer-shop-name">
              <ShopFact fact="name" />
            </span>
          </h2>
          <p className={styles.blurb}>
            Unique design, best quality items near you. A small, independent shop for pieces made with intent
            by makers close to home, chosen to be used every day and kept for years.
          </p>
        </section>

        <nav className={styles.column} aria-labelledby="footer-useful-links">
          <h2 id="footer-useful-links" className={styles.heading}>
            Useful Links
          </h2>
          <ul className={styles.list}>
            {usefulLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={styles.link}>
                  {link.label}
                </Link>
              </li>
            ))}
            <FooterAccountLinks className={styles.link} />
          </ul>
        </nav>

        <section className={styles.column} aria-labelledby="footer-customer-services">
          <h2 id="footer-customer-services" className={styles.heading}>
            Customer Services
          </h2>
          <OpeningHours lead="Our shop is open" className={styles.text} strongClassName={styles.hours} />
          <p className={styles.text}>
            We would love your feedback. Email us at <ShopMailLink className={styles.link} />.
          </p>
          <ShopMailLink subject="A question for the shop" className={styles.ask}>
            Ask Anything
            <Arrow className={styles.arrow} />
          </ShopMailLink>
        </section>

        <section className={styles.newsletterColumn} aria-labelledby="footer-stay-in-touch" id="newsletter">
          <h2 id="footer-stay-in-touch" className={styles.heading}>
            Stay in touch
          </h2>
          <p className={styles.text}>
            New pieces, maker stories and the occasional studio sale. A few letters a season, never more.
          </p>
          <NewsletterForm />
        </section>
      </div>

      <div className={`container ${styles.bottom}`}>
        <p>
          © {year} <ShopFact fact="name" />. All rights reserved.
        </p>
        <p>Designed with care, made to last.</p>
      </div>
    </footer>
  );
}
