import Link from 'next/link';
import { CheckoutTotals } from '@/components/checkout/CheckoutTotals';
import type { OrderView } from '@/lib/shop/order-view';
import styles from './Orders.module.css';

/** An order as its buyer sees it: status, lines, totals, where it goes, how to pay, tracking and history. */
export function OrderDetails({ order, showPayment = true }: { order: OrderView; showPayment?: boolean }) {
  return (
    <div className={styles.details} data-testid="order-details">
      <dl className={styles.statuses}>
        <div>
          <dt>Order</dt>
          <dd data-testid="order-number">#{order.number}</dd>
        </div>
        <div>
          <dt>Placed</dt>
          <dd>{order.placed}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd data-testid="order-status">{order.status}</dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd data-testid="order-payment-status">{order.paymentStatus}</dd>
        </div>
        <div>
          <dt>Delivery</dt>
          <dd data-testid="order-fulfillment-status">{order.fulfillmentStatus}</dd>
        </div>
      </dl>

      {showPayment && order.payment && order.awaitingPayment && (
        <section
          className={styles.panel}
          aria-labelledby="payment-instructions"
          data-testid="payment-instructions"
        >
          <h2 id="payment-instructions" className={styles.heading}>
            How to pay: {order.payment.title}
          </h2>
          <p className={styles.instructions}>{order.payment.instructions}</p>
          <p className={styles.muted}>
            {order.totals.giftCard
              ? `Your gift card paid ${order.totals.giftCard}. Still to pay: `
              : 'Amount to pay: '}
            <strong data-testid="amount-to-pay">{order.totals.toPay}</strong>, with your order number #
            {order.number} as the reference.
          </p>
        </section>
      )}

      {order.tracking.length > 0 && (
        <section className={styles.panel} aria-labelledby="tracking-title" data-testid="order-tracking">
          <h2 id="tracking-title" className={styles.heading}>
            Tracking
          </h2>
          <ul className={styles.plainList}>
            {order.tracking.map((t) => (
              <li key={t.number}>
                {t.provider && `${t.provider}: `}
                {t.link ? (
                  <a href={t.link} className="text-link" rel="noopener noreferrer" target="_blank">
                    <span data-testid="tracking-number">{t.number}</span>
                  </a>
                ) : (
                  <span data-testid="tracking-number">{t.number}</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className={styles.panel} aria-labelledby="order-lines-title">
        <h2 id="order-lines-title" className={styles.heading}>
          Pieces
        </h2>
        <ul className={styles.lines}>
          {order.lines.map((line) => (
            <li key={line.id} className={styles.line} data-testid="order-line">
              <span>
                {line.href ? (
                  <Link href={line.href} className="text-link">
                    {line.name}
                  </Link>
                ) : (
                  line.name
                )}
                {line.options.length > 0 && (
                  <span className={styles.muted}> · {line.options.join(' · ')}</span>
                )}
                {line.download && (
                  <span className={styles.download} data-testid="order-line-download">
                    {line.download.expired ? (
                      <span className={styles.muted}>The download link expired on {line.download.until}</span>
                    ) : (
                      <>
                        <a href={line.download.link} className="text-link">
                          Download
                        </a>
                        {line.download.until && (
                          <span className={styles.muted}> · available until {line.download.until}</span>
                        )}
                      </>
                    )}
                  </span>
                )}
              </span>
              <span className={styles.qty}>
                {line.quantity} × {line.price}
              </span>
            </li>
          ))}
        </ul>
        <CheckoutTotals totals={order.totals} placed={{ owes: order.awaitingPayment }} />
      </section>

      {(order.shipTo.length > 0 || order.pickupAt || order.delivery) && (
        <section className={styles.panel} aria-labelledby="order-delivery-title">
          <h2 id="order-delivery-title" className={styles.heading}>
            {order.pickupAt ? 'Pickup' : 'Delivery'}
          </h2>
          {order.delivery && <p data-testid="order-delivery">{order.delivery}</p>}
          {order.pickupAt && <p>{order.pickupAt}</p>}
          {order.pickupHours && <p>Open {order.pickupHours}</p>}
          {order.shipTo.length > 0 && (
            <address className={styles.address}>
              {order.shipTo.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
          )}
        </section>
      )}

      {order.activities.length > 0 && (
        <section className={styles.panel} aria-labelledby="order-history-title">
          <h2 id="order-history-title" className={styles.heading}>
            History
          </h2>
          <ol className={styles.plainList} data-testid="order-activities">
            {order.activities.map((activity) => (
              <li key={activity.id}>
                <span className={styles.muted}>{activity.date}</span> {activity.text}
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
