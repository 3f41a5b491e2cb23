import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import admin from '@/components/admin/admin.module.css';
import { AdminShell } from '@/components/admin/AdminShell';
import { IssueGiftCardForm } from '@/components/admin/IssueGiftCardForm';
import { Pager } from '@/components/admin/Pager';
import { GiftCardsTable } from '@/components/admin/PeopleTables';
import styles from '@/components/admin/people.module.css';
import shell from '@/components/admin/shell.module.css';
import {
  GIFT_CARD_STATUSES,
  GIFT_CARDS_PATH,
  giftCardsHref,
  parseGiftCardsParams,
  type RawParams,
} from '@/lib/shop/admin-lists';
import { readGiftCards } from '@/lib/shop/admin-people';
import { holds } from '@/lib/shop/admin-sections';
import { getShopClock } from '@/lib/shop/shop-settings';
import { requireStaff } from '@/lib/shop/staff';

export const metadata: Metadata = { title: 'Gift cards' };

export default async function GiftCardsPage({ searchParams }: { searchParams: Promise<RawParams> }) {
  const { member, client } = await requireStaff();
  if (!holds(member, 'marketing:read')) redirect('/admin');
  const params = parseGiftCardsParams(await searchParams);
  const { timeZone } = await getShopClock();
  const list = await readGiftCards(client, params, timeZone);
  return (
    <AdminShell staff={member} current="gift-cards">
      <div className={shell.stack}>
        <div className={admin.heading}>
          <h1 className={admin.title}>Gift cards</h1>
        </div>
        {holds(member, 'marketing:write') ? (
          <section className={`${admin.card} ${shell.readable}`} aria-labelledby="issue">
            <h2 id="issue" className={admin.cardTitle}>
              Issue a gift card
            </h2>
            <IssueGiftCardForm currency="USD" />
          </section>
        ) : null}
        <form
          method="get"
          action={GIFT_CARDS_PATH}
          className={styles.filters}
          role="search"
          aria-label="Find gift cards"
        >
          <label>
            Code’s last 4, or recipient
            <input type="search" name="q" defaultValue={params.q} />
          </label>
          <label>
            Status
            <select name="status" defaultValue={params.status}>
              <option value="">Any status</option>
              {Object.entries(GIFT_CARD_STATUSES).map(([key, label]) => (
                <option key={key} value={key}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="button">
            Show
          </button>
          {params.q || params.status ? (
            <Link href={GIFT_CARDS_PATH} className={admin.navLink}>
              Clear filters
            </Link>
          ) : null}
        </form>
        {list.rows.length === 0 ? (
          <p>{params.q || params.status ? 'No gift card matches these filters.' : 'No gift cards yet.'}</p>
        ) : (
          <GiftCardsTable rows={list.rows} />
        )}
        <Pager
          page={params.page}
          total={list.total}
          tooManyToCount={list.tooManyToCount}
          noun={['gift card', 'gift cards']}
          hrefFor={(page) => giftCardsHref(params, { page })}
        />
      </div>
    </AdminShell>
  );
}
