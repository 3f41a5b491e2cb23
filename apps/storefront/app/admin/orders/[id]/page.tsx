import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { AdminShell } from '@/components/admin/AdminShell';
import styles from '@/components/admin/admin.module.css';
import shell from '@/components/admin/shell.module.css';
import { OrderActions } from '@/components/admin/order/OrderActions';
import { NoteForm } from '@/components/admin/order/CancelForms';
import order$ from '@/components/admin/order/order.module.css';
import {
  billingLines,
  lineImageUrl,
  buyerView,
  fulfillableLines,
  moneyFacts,
  notesView,
  paymentRows,
  refundableLines,
  shippingFields,
  timelineOf,
} from '@/lib/shop/admin-order-view';
import { holds } from '@/lib/shop/admin-sections';
import { orderDate, orderView } from '@/lib/shop/order-view';
import { getShopClock } from '@/lib/shop/shop-settings';
import { apiBaseUrl, readOrderDetail } from '@/lib/shop/order-admin';
import { requireStaff } from '@/lib/shop/staff';

export const metadata: Metadata = { title: 'Order' };

export default async function AdminOrderPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const signedIn = await requireStaff();
  const { member } = signedIn;
  if (!holds(member, 'orders:read')) notFound();
  const [detail, clock] = await Promise.all([readOrderDetail(signedIn, id), getShopClock()]);
  if (!detail) notFound();
  const { order, transactions, refundability, notes, history } = detail;
  const zone = clock.timeZone;
  const apiBase = apiBaseUrl();
  const view = orderView(order, clock);
  const buyer = buyerView(order);
  const facts = moneyFacts(order);
  const currency = order.currency ?? 'USD';
  const timeline = timelineOf(order, history, zone);
  const payments = paymentRows(transactions, currency, zone);
  const canWrite = holds(member, 'orders:write');
  const billing = billingLines(order);
  const refundable = refundability?.refundableAmount;
  const canRefund =
    refundability?.orderRefundability.refundabilityStatus !== 'NOT_REFUNDABLE' &&
    Number(refundable?.amount ?? 0) > 0;
  return (
    <AdminShell staff={member} current="orders">
      <div className={shell.stack}>
        <div className={order$.header}>
          <div className={styles.heading}>
            <p className="eyebrow">
              <Link href="/admin/orders">Orders</Link>
            </p>
            <h1 className={styles.title}>Order #{view.number}</h1>
            <p className={styles.lede}>Placed {view.placed}</p>
          </div>
          <ul className={order$.statuses} aria-label="Status">
            <li className={order$.status}>{view.status}</li>
            <li className={order$.status}>{view.paymentStatus}</li>
            <li className={order$.status}>{view.fulfillmentStatus}</li>
          </ul>
        </div>
        <div className={styles.actions}>
          <Link href={`/admin/orders/${order._id}/packing-slip`} className="button button-ghost">
            Packing slip
          </Link>
          <Link href={`/admin/orders/${order._id}/invoice`} className="button button-ghost">
            Invoice
          </Link>
        </div>
        {canWrite ? (
          <OrderActions
            orderId={order._id}
            revision={new Date(order._updatedDate).toISOString()}
            balance={facts.balance}
            owes={facts.owes}
            canceled={view.canceled}
            email={buyer.email}
            fulfillable={fulfillableLines(order)}
            refundable={refundableLines(order)}
            refundableAmount={refundable?.formattedAmount}
            canRefund={canRefund}
            address={shippingFields(order)}
          />
        ) : null}
        <div className={order$.grid}>
          <div className={order$.column}>
            <section className={styles.card} aria-labelledby="lines">
              <h2 id="lines" className={styles.cardTitle}>
                Items
              </h2>
              <table className={order$.lines}>
                <thead>
                  <tr>
                    <th scope="col">Item</th>
                    <th scope="col" className={order$.num}>
                      Qty
                    </th>
                    <th scope="col" className={`${order$.num} ${order$.hideNarrow}`}>
                      Price
                    </th>
                    <th scope="col" className={order$.num}>
                      Total
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {view.lines.map((line, i) => {
                    const raw = order.lineItems[i];
                    const shipped = raw?.fulfilledQuantity ?? 0;
                    const refunded = raw?.refundQuantity ?? 0;
                    return (
                      <tr key={line.id}>
                        <td>
                          <div className={order$.lineName}>
                            {lineImageUrl(raw?.image, apiBase) ? (
                              // eslint-disable-next-line @next/next/no-img-element -- a small thumbnail of the server's picture
                              <img
                                src={lineImageUrl(raw?.image, apiBase)}
                                alt=""
                                className={order$.thumb}
                                width={48}
                                height={48}
                              />
                            ) : (
                              <span className={order$.thumb} aria-hidden="true" />
                            )}
                            <div>
                              <div className={styles.itemName}>{line.name}</div>
                              {line.options.length > 0 ? (
                                <div className={order$.options}>{line.options.join(' · ')}</div>
                              ) : null}
                              {shipped > 0 || refunded > 0 ? (
                                <div className={order$.options}>
                                  {[
                                    shipped > 0 ? `${shipped} sent` : '',
                                    refunded > 0 ? `${refunded} refunded` : '',
                                  ]
                                    .filter(Boolean)
                                    .join(' · ')}
                                </div>
                              ) : null}
                            </div>
                          </div>
                        </td>
                        <td className={order$.num}>{line.quantity}</td>
                        <td className={`${order$.num} ${order$.hideNarrow}`}>{line.price}</td>
                        <td className={order$.num}>{raw?.lineItemPrice.formattedAmount ?? line.total}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
              <dl className={order$.totals}>
                <dt>Subtotal</dt>
                <dd>{view.totals.subtotal}</dd>
                <dt>Shipping</dt>
                <dd>{view.totals.shipping}</dd>
                <dt>Tax</dt>
                <dd>{view.totals.tax}</dd>
                {view.totals.discount ? (
                  <>
                    <dt>Discounts</dt>
                    <dd>−{view.totals.discount}</dd>
                  </>
                ) : null}
                {view.totals.giftCard ? (
                  <>
                    <dt>Gift card</dt>
                    <dd>−{view.totals.giftCard}</dd>
                  </>
                ) : null}
                <dt className={order$.strong}>Total</dt>
                <dd className={order$.strong}>{view.totals.total}</dd>
                <dt>Paid</dt>
                <dd>{facts.paid}</dd>
                {facts.refunded ? (
                  <>
                    <dt>Refunded</dt>
                    <dd>{facts.refunded}</dd>
                  </>
                ) : null}
                <dt>Still owed</dt>
                <dd className={facts.owes ? order$.owed : undefined}>{facts.owed}</dd>
              </dl>
            </section>
            <section className={styles.card} aria-labelledby="payments">
              <h2 id="payments" className={styles.cardTitle}>
                Payments and refunds
              </h2>
              {payments.length === 0 ? (
                <p className={styles.muted}>
                  Nothing paid yet{view.payment ? ` (${view.payment.title})` : ''}.
                </p>
              ) : (
                <ul className={order$.plain}>
                  {payments.map((p) => (
                    <li key={p.id} className={order$.entry}>
                      <span>
                        <strong>{p.kind}</strong> {p.amount} · {p.method}
                      </span>
                      <span className={order$.meta}>{[p.date, p.detail].filter(Boolean).join(' · ')}</span>
                    </li>
                  ))}
                </ul>
              )}
              {refundable ? (
                <p className={styles.muted}>Refundable now: {refundable.formattedAmount}</p>
              ) : null}
            </section>
            <section className={styles.card} aria-labelledby="fulfilments">
              <h2 id="fulfilments" className={styles.cardTitle}>
                Fulfilments
              </h2>
              {order.fulfillments.length === 0 ? (
                <p className={styles.muted}>Nothing sent yet.</p>
              ) : (
                <ul className={order$.plain}>
                  {order.fulfillments.map((f) => (
                    <li key={f._id} className={order$.entry}>
                      <span>
                        {f.lineItems
                          .map((l) => {
                            const name = order.lineItems.find((x) => x._id === l._id)?.productName.original;
                            return `${l.quantity} × ${name ?? 'item'}`;
                          })
                          .join(', ')}
                      </span>
                      <span className={order$.meta}>
                        {orderDate(f._createdDate, zone)} ·{' '}
                        {f.trackingInfo
                          ? `${f.trackingInfo.shippingProvider} · Tracking ${f.trackingInfo.trackingNumber}`
                          : 'No tracking'}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section className={styles.card} aria-labelledby="timeline">
              <h2 id="timeline" className={styles.cardTitle}>
                Activity
              </h2>
              <ol className={order$.plain}>
                {timeline.map((e) => (
                  <li key={e.id} className={order$.entry}>
                    <span>{e.text}</span>
                    <span className={order$.meta}>
                      <time dateTime={e.at}>{e.date}</time>
                      {e.by ? ` · ${e.by}` : ''}
                    </span>
                  </li>
                ))}
              </ol>
            </section>
          </div>
          <div className={order$.column}>
            <section className={styles.card} aria-labelledby="buyer">
              <h2 id="buyer" className={styles.cardTitle}>
                Buyer
              </h2>
              <dl className={styles.facts}>
                <dt>Name</dt>
                <dd>{buyer.name || '—'}</dd>
                <dt>Email</dt>
                <dd>{buyer.email || '—'}</dd>
                <dt>Account</dt>
                <dd>{buyer.kind}</dd>
              </dl>
              {order.buyerNote ? <p>Buyer’s note: {order.buyerNote}</p> : null}
            </section>
            <section className={styles.card} aria-labelledby="delivery">
              <h2 id="delivery" className={styles.cardTitle}>
                Delivery
              </h2>
              <dl className={styles.facts}>
                <dt>Method</dt>
                <dd>{view.delivery ?? '—'}</dd>
                <dt>Ship to</dt>
                <dd>
                  <address className={order$.address}>
                    {view.shipTo.length > 0 ? view.shipTo.join('\n') : (view.pickupAt ?? '—')}
                  </address>
                </dd>
                <dt>Billing</dt>
                <dd>
                  <address className={order$.address}>
                    {billing.length > 0 ? billing.join('\n') : '—'}
                  </address>
                </dd>
              </dl>
            </section>
            <section className={styles.card} aria-labelledby="notes">
              <h2 id="notes" className={styles.cardTitle}>
                Staff notes
              </h2>
              <p className={styles.muted}>Seen by the shop’s staff only, never by the buyer.</p>
              {notes.length > 0 ? (
                <ul className={order$.plain}>
                  {notesView(notes, zone).map((n) => (
                    <li key={n.id} className={order$.entry}>
                      <span className={order$.noteText}>{n.text}</span>
                      <span className={order$.meta}>
                        {n.author} · <time dateTime={n.at}>{n.date}</time>
                      </span>
                    </li>
                  ))}
                </ul>
              ) : null}
              {canWrite ? <NoteForm orderId={order._id} /> : null}
            </section>
          </div>
        </div>
      </div>
    </AdminShell>
  );
}
