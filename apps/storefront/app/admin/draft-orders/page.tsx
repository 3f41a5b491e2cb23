import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import admin from '@/components/admin/admin.module.css';
import { AdminShell } from '@/components/admin/AdminShell';
import styles from '@/components/admin/draft-orders.module.css';
import shell from '@/components/admin/shell.module.css';
import { holds } from '@/lib/shop/admin-sections';
import { dateText, timeText } from '@/lib/shop/shop-time';
import { getShopClock } from '@/lib/shop/shop-settings';
import { requireStaff } from '@/lib/shop/staff';

export const metadata: Metadata = { title: 'Draft orders' };

const PAGE = 20;
const PATH = '/admin/draft-orders';

type Params = { status?: string; page?: string };

/** The drafts (phone and mail orders being built) and those sent, newest change first; filter and page in the URL. */
export default async function DraftOrdersPage({ searchParams }: { searchParams: Promise<Params> }) {
  const { member, client } = await requireStaff();
  if (!holds(member, 'orders:write')) redirect('/admin');
  const raw = await searchParams;
  const status = raw.status === 'SENT' ? 'SENT' : raw.status === 'all' ? undefined : 'DRAFT';
  const page = Math.max(1, Math.min(10_000, Number.parseInt(raw.page ?? '1', 10) || 1));
  const { timeZone } = await getShopClock();
  const list = await client.draftOrders.listDraftOrders({
    ...(status ? { status } : {}),
    paging: { limit: PAGE, offset: (page - 1) * PAGE },
  });
  const href = (s: string, p = 1) => `${PATH}?status=${s}${p > 1 ? `&page=${p}` : ''}`;
  const shown = status ?? 'all';
  return (
    <AdminShell staff={member} current="draft-orders">
      <div className={shell.stack}>
        <div className={admin.heading}>
          <p className="eyebrow">Sales</p>
          <h1 className={admin.title}>Draft orders</h1>
          <p className={admin.lede}>
            Orders taken by phone or mail: build one for a customer, keep it as a draft, and send it when it
            is ready. Sending places it like a shop order and mails the customer the payment instructions.
          </p>
        </div>
        <div className={styles.listActions}>
          <Link href={`${PATH}/new`} className="button">
            New draft order
          </Link>
          <nav aria-label="Show drafts" className={styles.listActions}>
            {(
              [
                ['DRAFT', 'Drafts'],
                ['SENT', 'Sent'],
                ['all', 'All'],
              ] as const
            ).map(([key, label]) => (
              <Link
                key={key}
                href={href(key)}
                className={admin.navLink}
                aria-current={shown === key ? 'page' : undefined}
              >
                {label}
              </Link>
            ))}
          </nav>
        </div>
        {list.draftOrders.length === 0 ? (
          <p className={admin.muted}>
            {shown === 'DRAFT' ? 'No drafts: start one with “New draft order”.' : 'Nothing here yet.'}
          </p>
        ) : (
          <ul className={styles.drafts} aria-label="Draft orders">
            {list.draftOrders.map((d) => {
              const when = d._updatedDate ?? new Date();
              const who = d.customer.name ?? d.customer.email ?? 'No customer yet';
              return (
                <li key={d._id} className={styles.draft}>
                  <Link href={`${PATH}/${d._id}`}>
                    {d.status === 'SENT' ? `Order #${d.orderNumber}` : 'Draft'} for {who}
                  </Link>
                  <span className={admin.badge}>{d.status === 'SENT' ? 'Sent' : 'Draft'}</span>
                  <span className={admin.muted}>
                    {d.lineCount} {d.lineCount === 1 ? 'line' : 'lines'}, {d.units}{' '}
                    {d.units === 1 ? 'item' : 'items'} · by {d.createdBy}
                  </span>
                  <time className={admin.muted} dateTime={when.toISOString()}>
                    {dateText(when, timeZone)}, {timeText(when, timeZone)}
                  </time>
                </li>
              );
            })}
          </ul>
        )}
        <nav className={styles.listActions} aria-label="Pages of draft orders">
          {page > 1 ? (
            <Link href={href(shown, page - 1)} className={admin.navLink} rel="prev">
              ← Previous page
            </Link>
          ) : null}
          {list.metadata.offset + list.draftOrders.length < list.metadata.total ? (
            <Link href={href(shown, page + 1)} className={admin.navLink} rel="next">
              Next page →
            </Link>
          ) : null}
        </nav>
      </div>
    </AdminShell>
  );
}
