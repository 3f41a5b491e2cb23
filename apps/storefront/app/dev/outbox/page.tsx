import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import styles from '@/components/account/profile.module.css';
import { listOutbox, outboxEnabled, type OutboxMessage } from '@/lib/shop/outbox';

export const metadata: Metadata = { title: 'Development outbox', robots: { index: false } };
export const dynamic = 'force-dynamic';

/** Mail the server would have sent (no SMTP_URL): verification codes and links, for developers. */
export default async function OutboxPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  if (!outboxEnabled()) notFound();
  const { to } = await searchParams;
  let messages: OutboxMessage[];
  try {
    messages = await listOutbox(typeof to === 'string' && to ? to : undefined);
  } catch (error) {
    console.error('Failed to load the development outbox', error);
    return (
      <div className={`container ${styles.page}`}>
        <h1 className={styles.title}>Development outbox</h1>
        <p className="lede" role="alert">
          The outbox could not be read from the commerce server. Is it running, without SMTP_URL?
        </p>
      </div>
    );
  }
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.head}>
        <div>
          <p className="eyebrow">Development only</p>
          <h1 className={styles.title}>Outbox</h1>
          <p className={styles.email}>Mail the server would have sent, newest first.</p>
        </div>
      </header>
      {messages.length === 0 ? (
        <p>No mail yet.</p>
      ) : (
        <ol className={`${styles.grid} ${styles.list}`} aria-label="Messages">
          {messages.map((message) => (
            <li key={message.id} className={styles.section} data-kind={message.kind}>
              <h2 className={styles.heading}>{message.subject}</h2>
              <dl className={styles.details}>
                <div>
                  <dt>To</dt>
                  <dd data-testid="outbox-to">{message.to}</dd>
                </div>
                <div>
                  <dt>Sent</dt>
                  <dd>{new Date(message.createdDate).toLocaleString('en-GB')}</dd>
                </div>
              </dl>
              <pre
                data-testid="outbox-text"
                style={{ whiteSpace: 'pre-wrap', margin: 0, fontSize: '0.875rem' }}
              >
                {message.text}
              </pre>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
