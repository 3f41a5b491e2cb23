import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import admin from '@/components/admin/admin.module.css';
import { AdminShell } from '@/components/admin/AdminShell';
import { Pager } from '@/components/admin/Pager';
import { SubscribersTable } from '@/components/admin/PeopleTables';
import styles from '@/components/admin/people.module.css';
import shell from '@/components/admin/shell.module.css';
import { MEMBERS_PATH, type RawParams } from '@/lib/shop/admin-lists';
import { readSubscribers } from '@/lib/shop/admin-people';
import { holds } from '@/lib/shop/admin-sections';
import { getShopClock } from '@/lib/shop/shop-settings';
import { requireStaff } from '@/lib/shop/staff';

export const metadata: Metadata = { title: 'Newsletter subscribers' };

const PATH = '/admin/members/newsletter';
const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.trim() ?? '';

/** The newsletter's audience (marketing:read): who subscribed, who has yet to confirm, and the CSV export. */
export default async function NewsletterPage({ searchParams }: { searchParams: Promise<RawParams> }) {
  const { member, client } = await requireStaff();
  if (!holds(member, 'marketing:read')) redirect('/admin');
  const raw = await searchParams;
  const q = first(raw.q).slice(0, 100);
  const pageText = first(raw.page);
  const page = /^\d{1,5}$/.test(pageText) && Number(pageText) >= 1 ? Number(pageText) : 1;
  const { timeZone } = await getShopClock();
  const list = await readSubscribers(client, { q, page }, timeZone);
  const hrefFor = (p: number) => {
    const search = new URLSearchParams({ ...(q ? { q } : {}), ...(p > 1 ? { page: String(p) } : {}) });
    return search.size > 0 ? `${PATH}?${search}` : PATH;
  };
  return (
    <AdminShell staff={member} current="members">
      <div className={shell.stack}>
        <div className={admin.heading}>
          <h1 className={admin.title}>Newsletter</h1>
          <nav className={styles.tabs} aria-label="Members pages">
            {holds(member, 'members:read') ? <Link href={MEMBERS_PATH}>All members</Link> : null}
            <Link href={PATH} aria-current="page">
              Newsletter
            </Link>
          </nav>
        </div>
        <div className={styles.pager}>
          <form
            method="get"
            action={PATH}
            className={styles.filters}
            role="search"
            aria-label="Find subscribers"
          >
            <label>
              Email
              <input type="search" name="q" defaultValue={q} />
            </label>
            <button type="submit" className="button">
              Show
            </button>
          </form>
          <a href={`${PATH}/export`} className="button button-ghost" download>
            Export subscribers (CSV)
          </a>
        </div>
        <p className={admin.muted}>
          The export holds the confirmed subscribers only: an address awaiting confirmation has not said yes.
        </p>
        {list.rows.length === 0 ? (
          <p>{q ? 'No subscriber matches.' : 'No subscribers yet.'}</p>
        ) : (
          <SubscribersTable rows={list.rows} />
        )}
        <Pager
          page={page}
          total={list.total}
          tooManyToCount={list.tooManyToCount}
          noun={['subscriber', 'subscribers']}
          hrefFor={hrefFor}
        />
      </div>
    </AdminShell>
  );
}
