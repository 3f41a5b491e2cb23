import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { AddressBook } from '@/components/account/AddressForms';
import {
  CommunityForm,
  LogoutForm,
  NameForm,
  PasswordForm,
  SlugForm,
} from '@/components/account/ProfileForms';
import styles from '@/components/account/profile.module.css';
import { currentMember } from '@/lib/shop/session';

export const metadata: Metadata = { title: 'Your profile', robots: { index: false } };

export default async function ProfilePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const current = await currentMember();
  if (current.status === 'visitor') redirect('/login');
  if (current.status === 'unavailable') {
    return (
      <div className={`container ${styles.page}`}>
        <p className="eyebrow">Your profile</p>
        <h1 className={styles.title}>We cannot show your profile just now</h1>
        <p className="lede" role="alert">
          {current.message}
        </p>
      </div>
    );
  }
  const { member } = current;
  const welcome = (await searchParams).welcome === '1';
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.head}>
        <div>
          <p className="eyebrow">{welcome ? 'Welcome to Atelier' : 'Your profile'}</p>
          <h1 className={styles.title}>{member.displayName}</h1>
          <p className={styles.email}>{member.email}</p>
          <p>
            <Link href="/profile/orders" className="text-link" data-testid="profile-orders-link">
              Your orders
            </Link>
          </p>
        </div>
        <LogoutForm className={styles.logout} />
      </header>

      <div className={styles.grid}>
        <section className={styles.section} aria-labelledby="profile-details">
          <h2 id="profile-details" className={styles.heading}>
            Details
          </h2>
          <dl className={styles.details}>
            <div>
              <dt>Email</dt>
              <dd>{member.email}</dd>
            </div>
          </dl>
          <NameForm firstName={member.firstName} lastName={member.lastName} />
          <SlugForm slug={member.slug} />
        </section>

        <section className={styles.section} aria-labelledby="profile-addresses">
          <h2 id="profile-addresses" className={styles.heading}>
            Addresses
          </h2>
          <AddressBook addresses={member.addresses} />
        </section>

        <section className={styles.section} aria-labelledby="profile-community">
          <h2 id="profile-community" className={styles.heading}>
            Community
          </h2>
          <CommunityForm member={member.community} />
        </section>

        <section className={styles.section} aria-labelledby="profile-password">
          <h2 id="profile-password" className={styles.heading}>
            Password
          </h2>
          <PasswordForm />
        </section>
      </div>
    </div>
  );
}
