import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import admin from '@/components/admin/admin.module.css';
import { AdminShell } from '@/components/admin/AdminShell';
import { Pager } from '@/components/admin/Pager';
import { MembersTable } from '@/components/admin/PeopleTables';
import styles from '@/components/admin/people.module.css';
import shell from '@/components/admin/shell.module.css';
import {
  MEMBER_SORTS,
  MEMBER_STATUSES,
  membersHref,
  MEMBERS_PATH,
  parseMembersParams,
  type MemberSortKey,
  type RawParams,
} from '@/lib/shop/admin-lists';
import { readMembers } from '@/lib/shop/admin-people';
import { holds } from '@/lib/shop/admin-sections';
import { getShopClock } from '@/lib/shop/shop-settings';
import { requireStaff } from '@/lib/shop/staff';

export const metadata: Metadata = { title: 'Members' };

/** Which column header sorts by which sort, and its other direction. */
const SORT_COLUMNS: Record<string, [MemberSortKey, MemberSortKey?]> = {
  joined: ['newest', 'oldest'],
  lastLogin: ['last-login'],
  name: ['name'],
};

export default async function MembersPage({ searchParams }: { searchParams: Promise<RawParams> }) {
  const { member, client } = await requireStaff();
  if (!holds(member, 'members:read')) redirect('/admin');
  const params = parseMembersParams(await searchParams);
  const { timeZone } = await getShopClock();
  const list = await readMembers(client, params, timeZone);
  const sortLinks = Object.fromEntries(
    Object.entries(SORT_COLUMNS).map(([column, [sort, other]]) => {
      const active = params.sort === sort || params.sort === other;
      const next = params.sort === sort && other ? other : sort;
      const order = active ? MEMBER_SORTS[params.sort].order : undefined;
      return [
        column,
        {
          href: membersHref(params, { sort: next }),
          ...(order ? { sorted: order === 'ASC' ? ('ascending' as const) : ('descending' as const) } : {}),
        },
      ];
    }),
  );
  return (
    <AdminShell staff={member} current="members">
      <div className={shell.stack}>
        <div className={admin.heading}>
          <h1 className={admin.title}>Members</h1>
          <nav className={styles.tabs} aria-label="Members pages">
            <Link href={MEMBERS_PATH} aria-current="page">
              All members
            </Link>
            {holds(member, 'marketing:read') ? (
              <Link href="/admin/members/newsletter">Newsletter</Link>
            ) : null}
          </nav>
        </div>
        <form
          method="get"
          action={MEMBERS_PATH}
          className={styles.filters}
          role="search"
          aria-label="Find members"
        >
          <label>
            Email or name
            <input type="search" name="q" defaultValue={params.q} placeholder="ada@example.com" />
          </label>
          <label>
            Status
            <select name="status" defaultValue={params.status}>
              <option value="">Any status</option>
              {Object.entries(MEMBER_STATUSES).map(([key, label]) => (
                <option key={key} value={key}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <label>
            Sort
            <select name="sort" defaultValue={params.sort}>
              {Object.entries(MEMBER_SORTS).map(([key, sort]) => (
                <option key={key} value={key}>
                  {sort.label}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="button">
            Show
          </button>
          {params.q || params.status ? (
            <Link href={membersHref(params, { q: '', status: '' })} className={admin.navLink}>
              Clear filters
            </Link>
          ) : null}
        </form>
        {list.rows.length === 0 ? (
          <p>{params.q || params.status ? 'No member matches these filters.' : 'No members yet.'}</p>
        ) : (
          <MembersTable rows={list.rows} sortLinks={sortLinks} />
        )}
        <Pager
          page={params.page}
          total={list.total}
          tooManyToCount={list.tooManyToCount}
          noun={['member', 'members']}
          hrefFor={(page) => membersHref(params, { page })}
        />
      </div>
    </AdminShell>
  );
}
