import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import admin from '@/components/admin/admin.module.css';
import { AdminShell } from '@/components/admin/AdminShell';
import { ConfirmAction } from '@/components/admin/ConfirmAction';
import styles from '@/components/admin/people.module.css';
import shell from '@/components/admin/shell.module.css';
import { setGiftCardDisabled } from '@/lib/shop/admin-people-actions';
import { readGiftCard } from '@/lib/shop/admin-people';
import { holds } from '@/lib/shop/admin-sections';
import { getShopClock } from '@/lib/shop/shop-settings';
import { requireStaff } from '@/lib/shop/staff';

export const metadata: Metadata = { title: 'Gift card' };

export default async function GiftCardPage({ params }: { params: Promise<{ id: string }> }) {
  const { member, client } = await requireStaff();
  if (!holds(member, 'marketing:read')) redirect('/admin');
  const { id } = await params;
  if (!/^[0-9a-f-]{36}$/i.test(id)) notFound();
  const { timeZone } = await getShopClock();
  const detail = await readGiftCard(client, id, timeZone);
  if (!detail) notFound();
  const { card, redemptions } = detail;
  return (
    <AdminShell staff={member} current="gift-cards">
      <div className={`${shell.stack} ${shell.readable}`}>
        <div className={admin.heading}>
          <p className="eyebrow">
            <Link href="/admin/gift-cards">Gift cards</Link>
          </p>
          <h1 className={admin.title}>
            Gift card <span className={styles.mono}>{card.code}</span>
          </h1>
          <p>
            <span className={styles.status} data-status={card.status}>
              {card.status}
            </span>
          </p>
        </div>
        <section className={admin.card} aria-labelledby="balance">
          <h2 id="balance" className={admin.cardTitle}>
            Balance
          </h2>
          <dl className={admin.facts}>
            <dt>Left</dt>
            <dd>
              {card.balance} of {card.initialBalance}
            </dd>
            <dt>Issued</dt>
            <dd>{card.issued}</dd>
            <dt>Expires</dt>
            <dd>{card.expires}</dd>
            {card.recipient ? (
              <>
                <dt>Recipient</dt>
                <dd>
                  {card.recipient}
                  {card.mailed ? ` · mailed ${card.mailed}` : ' · not mailed'}
                </dd>
              </>
            ) : null}
            {card.note ? (
              <>
                <dt>Note</dt>
                <dd>{card.note}</dd>
              </>
            ) : null}
          </dl>
          <p className={admin.muted}>The full code was shown once, when the card was issued.</p>
          {holds(member, 'marketing:write') ? (
            card.disabled ? (
              <ConfirmAction
                label="Enable"
                question="Enable this gift card?"
                consequence="Whoever holds its code can pay with it again."
                confirmLabel="Enable the card"
                action={setGiftCardDisabled.bind(null, id, false)}
                done="Enabled."
              />
            ) : (
              <ConfirmAction
                label="Disable"
                question="Disable this gift card?"
                consequence="It can no longer pay for an order; its balance stays and it can be enabled again. Orders it paid already are not changed."
                confirmLabel="Disable the card"
                action={setGiftCardDisabled.bind(null, id, true)}
                done="Disabled."
                danger
              />
            )
          ) : null}
        </section>
        <section className={admin.card} aria-labelledby="redemptions">
          <h2 id="redemptions" className={admin.cardTitle}>
            Orders that used it
          </h2>
          {redemptions.length === 0 ? (
            <p className={admin.muted}>Not used yet.</p>
          ) : (
            <ul className={admin.list}>
              {redemptions.map((r) => (
                <li key={r.orderId} className={admin.item}>
                  <span className={admin.itemMain}>
                    <Link href={`/admin/orders/${r.orderId}`} className={admin.itemName}>
                      Order {r.orderId.slice(0, 8)}
                    </Link>
                    <span className={admin.muted}>{r.date}</span>
                  </span>
                  <span>
                    {r.amount}
                    {r.returned ? ` (${r.returned} given back)` : ''}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </AdminShell>
  );
}
