import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import styles from '@/components/admin/admin.module.css';
import { AdminShell } from '@/components/admin/AdminShell';
import shell from '@/components/admin/shell.module.css';
import { WebhooksPanel } from '@/components/admin/webhooks/WebhooksPanel';
import { holds } from '@/lib/shop/admin-sections';
import { requireStaff } from '@/lib/shop/staff';

export const metadata: Metadata = { title: 'Webhooks' };

export default async function WebhooksPage() {
  const { member, client } = await requireStaff();
  if (!holds(member, 'settings:read')) redirect('/admin');
  const [{ webhooks }, { eventTypes }] = await Promise.all([
    client.webhooks.listWebhooks(),
    client.webhooks.listEventTypes(),
  ]);
  return (
    <AdminShell staff={member} current="webhooks">
      <div className={shell.stack}>
        <div className={styles.heading}>
          <p className="eyebrow">Shop</p>
          <h1 className={styles.title}>Webhooks</h1>
          <p className={styles.lede}>
            Tell other apps what happens in the shop: new orders, changed products, new members.
          </p>
        </div>
        <WebhooksPanel
          webhooks={webhooks.map((w) => ({
            id: w._id,
            url: w.url,
            description: w.description,
            eventTypes: w.eventTypes,
            enabled: w.enabled,
          }))}
          eventTypes={eventTypes}
          canWrite={holds(member, 'settings:write')}
        />
      </div>
    </AdminShell>
  );
}
