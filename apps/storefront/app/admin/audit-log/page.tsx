import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import admin from '@/components/admin/admin.module.css';
import { AdminShell } from '@/components/admin/AdminShell';
import { Pager } from '@/components/admin/Pager';
import { AuditTable } from '@/components/admin/PeopleTables';
import styles from '@/components/admin/people.module.css';
import shell from '@/components/admin/shell.module.css';
import { AUDIT_PATH, auditHref, parseAuditParams, type RawParams } from '@/lib/shop/admin-lists';
import { readAuditLog } from '@/lib/shop/admin-people';
import { undoablePriceChanges } from '@/lib/shop/admin-price-changes';
import { holds } from '@/lib/shop/admin-sections';
import { getShopClock } from '@/lib/shop/shop-settings';
import { zoneLabel } from '@/lib/shop/shop-time';
import { requireStaff } from '@/lib/shop/staff';

export const metadata: Metadata = { title: 'Audit log' };

/** Areas of the shop whose changes are logged (an action's first word), for the action filter's suggestions. */
const AREAS = [
  'member',
  'giftCard',
  'order',
  'product',
  'collection',
  'coupon',
  'staff',
  'apiKey',
  'shopSettings',
];

export default async function AuditLogPage({ searchParams }: { searchParams: Promise<RawParams> }) {
  const { member, client } = await requireStaff();
  if (!holds(member, 'staff:read')) redirect('/admin');
  const params = parseAuditParams(await searchParams);
  const { timeZone } = await getShopClock();
  const log = await readAuditLog(client, params, timeZone);
  const undo = holds(member, 'catalog:write') ? await undoablePriceChanges(client, log.rows) : {};
  const filtered = Boolean(params.actor || params.action || params.target || params.from || params.to);
  return (
    <AdminShell staff={member} current="audit-log">
      <div className={shell.stack}>
        <div className={admin.heading}>
          <h1 className={admin.title}>Audit log</h1>
          <p className={admin.lede}>
            Who changed what in the shop, newest first. Times in {zoneLabel(timeZone)}.
          </p>
        </div>
        <form
          method="get"
          action={AUDIT_PATH}
          className={styles.filters}
          role="search"
          aria-label="Filter the audit log"
        >
          <label>
            Who
            <input type="search" name="actor" defaultValue={params.actor} placeholder="Name or email" />
          </label>
          <label>
            Action or area
            <input
              name="action"
              defaultValue={params.action}
              list="audit-areas"
              placeholder="member.updated"
            />
            <datalist id="audit-areas">
              {AREAS.map((area) => (
                <option key={area} value={area} />
              ))}
            </datalist>
          </label>
          <label>
            Target id
            <input name="target" defaultValue={params.target} />
          </label>
          <label>
            From
            <input type="date" name="from" defaultValue={params.from} />
          </label>
          <label>
            To
            <input type="date" name="to" defaultValue={params.to} />
          </label>
          <button type="submit" className="button">
            Show
          </button>
          {filtered ? (
            <Link href={AUDIT_PATH} className={admin.navLink}>
              Clear filters
            </Link>
          ) : null}
        </form>
        {log.rows.length === 0 ? (
          <p>{filtered ? 'No entry matches these filters.' : 'Nothing has been changed yet.'}</p>
        ) : (
          <AuditTable rows={log.rows} undo={undo} />
        )}
        <Pager
          page={params.page}
          total={log.total}
          tooManyToCount={log.tooManyToCount}
          noun={['entry', 'entries']}
          hrefFor={(page) => auditHref(params, { page })}
        />
      </div>
    </AdminShell>
  );
}
