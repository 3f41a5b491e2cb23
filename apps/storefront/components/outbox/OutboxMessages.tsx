import profile from '@/components/account/profile.module.css';
import type { OutboxMessage } from '@/lib/shop/outbox';
import { dateTimeText } from '@/lib/shop/shop-time';
import styles from './outbox.module.css';

/**
 * The kept mail, newest first: subject, recipient, when, and the text (long links wrap at 375 px). The
 * operator's /dev/outbox and the staff's /admin/outbox show it alike; `timeZone` is the shop's when known.
 */
export function OutboxMessages({
  messages,
  to,
  timeZone,
  headingLevel = 2,
}: {
  messages: OutboxMessage[];
  to?: string | undefined;
  timeZone?: string | undefined;
  headingLevel?: 2 | 3;
}) {
  if (messages.length === 0) return <p>No mail{to ? ` to ${to}` : ''} yet.</p>;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ol className={styles.messages} aria-label="Messages">
      {messages.map((message) => (
        <li key={message.id} className={`${profile.section} ${styles.message}`} data-kind={message.kind}>
          <Heading className={profile.heading}>{message.subject}</Heading>
          <dl className={profile.details}>
            <div>
              <dt>To</dt>
              <dd data-testid="outbox-to">{message.to}</dd>
            </div>
            <div>
              <dt>Sent</dt>
              <dd>
                {timeZone
                  ? dateTimeText(message.createdDate, timeZone)
                  : new Date(message.createdDate).toLocaleString('en-GB')}
              </dd>
            </div>
          </dl>
          <pre data-testid="outbox-text" className={styles.text}>
            {message.text}
          </pre>
        </li>
      ))}
    </ol>
  );
}
