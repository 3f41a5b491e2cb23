import Link from 'next/link';
import { buyerView, billingLines, type AdminOrder as Order } from '@/lib/shop/admin-order-view';
import { orderView } from '@/lib/shop/order-view';
import type { ShopClock } from '@/lib/shop/shop-time';
import { PrintButton } from './PrintButton';
import styles from './print.module.css';

/**
 * A packing slip or an invoice of an order, laid out for paper (A4 and letter alike): the shop, the order's
 * number and date, who it goes to and the lines; the invoice with prices, tax and totals. On screen, a Print
 * button and the way back; on paper, the sheet alone.
 */
export function PrintSheet({
  kind,
  order,
  shop,
  clock,
}: {
  kind: 'packing-slip' | 'invoice';
  order: Order;
  shop: { name: string; contactEmail: string; address?: string };
  clock: ShopClock;
}) {
  const view = orderView(order, clock);
  const buyer = buyerView(order);
  const billing = billingLines(order);
  const invoice = kind === 'invoice';
  const title = invoice ? 'Invoice' : 'Packing slip';
  return (
    <>
      <div className={styles.toolbar}>
        <Link href={`/admin/orders/${order._id}`}>Back to order #{view.number}</Link>
        <PrintButton />
      </div>
      <article className={styles.sheet} aria-labelledby="sheet-title">
        <header className={styles.top}>
          <div>
            <p className={styles.shopName}>{shop.name}</p>
            {shop.address ? <address className={styles.address}>{shop.address}</address> : null}
            <p>{shop.contactEmail}</p>
          </div>
          <div>
            <h1 id="sheet-title" className={styles.docTitle}>
              {title}
            </h1>
            <p className={styles.facts}>
              Order #{view.number}
              <br />
              {view.placed}
            </p>
          </div>
        </header>
        <section className={styles.parties} aria-label="Addresses">
          <div>
            <h2 className={styles.partyTitle}>{view.pickupAt ? 'Pickup' : 'Ship to'}</h2>
            <address className={styles.address}>
              {view.shipTo.length > 0 ? view.shipTo.join('\n') : (view.pickupAt ?? buyer.name)}
            </address>
            {view.delivery ? <p>{view.delivery}</p> : null}
          </div>
          {invoice ? (
            <div>
              <h2 className={styles.partyTitle}>Bill to</h2>
              <address className={styles.address}>
                {billing.length > 0 ? billing.join('\n') : buyer.name}
                {buyer.email ? `\n${buyer.email}` : ''}
              </address>
            </div>
          ) : null}
        </section>
        <table className={styles.table}>
          <thead>
            <tr>
              {invoice ? null : (
                <th scope="col" className={styles.check}>
                  <span className="visually-hidden">Packed</span>
                </th>
              )}
              <th scope="col">Item</th>
              <th scope="col" className={styles.num}>
                Qty
              </th>
              {invoice ? (
                <>
                  <th scope="col" className={styles.num}>
                    Price
                  </th>
                  <th scope="col" className={styles.num}>
                    Amount
                  </th>
                </>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {view.lines.map((line, i) => (
              <tr key={line.id}>
                {invoice ? null : (
                  <td className={styles.check}>
                    <span className={styles.box} aria-hidden="true" />
                  </td>
                )}
                <td>
                  {line.name}
                  {line.options.length > 0 ? <div>{line.options.join(' · ')}</div> : null}
                </td>
                <td className={styles.num}>{line.quantity}</td>
                {invoice ? (
                  <>
                    <td className={styles.num}>{line.price}</td>
                    <td className={styles.num}>
                      {order.lineItems[i]?.lineItemPrice.formattedAmount ?? line.total}
                    </td>
                  </>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
        {invoice ? (
          <dl className={styles.totals}>
            <dt>Subtotal</dt>
            <dd>{view.totals.subtotal}</dd>
            {view.totals.discount ? (
              <>
                <dt>Discounts</dt>
                <dd>−{view.totals.discount}</dd>
              </>
            ) : null}
            <dt>Shipping</dt>
            <dd>{view.totals.shipping}</dd>
            <dt>Tax{order.taxIncludedInPrices ? ' (included)' : ''}</dt>
            <dd>{view.totals.tax}</dd>
            {view.totals.giftCard ? (
              <>
                <dt>Gift card</dt>
                <dd>−{view.totals.giftCard}</dd>
              </>
            ) : null}
            <dt className={styles.grand}>Total</dt>
            <dd className={styles.grand}>{view.totals.total}</dd>
            <dt>Still to pay</dt>
            <dd>{view.totals.toPay}</dd>
          </dl>
        ) : null}
        <p className={styles.footer}>
          {invoice
            ? `Thank you for your order. Questions: ${shop.contactEmail}`
            : `${shop.name} · ${shop.contactEmail}`}
        </p>
      </article>
    </>
  );
}
