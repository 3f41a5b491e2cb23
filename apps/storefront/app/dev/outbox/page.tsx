import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { AccountShell } from '@/components/account/AccountShell';
import profile from '@/components/account/profile.module.css';
import account from '@/components/account/account.module.css';
import { OutboxKeyForm } from '@/components/outbox/OutboxKeyForm';
import { OutboxMessages } from '@/components/outbox/OutboxMessages';
import styles from '@/components/outbox/outbox.module.css';
import { readOutbox, type OutboxAnswer } from '@/lib/shop/outbox';
import { forgetOutboxKey } from '@/lib/shop/outbox-actions';
import { OUTBOX_KEY_COOKIE, OUTBOX_PATH, outboxKeyMessages } from '@/lib/shop/outbox-key';

export const metadata: Metadata = { title: 'Outbox', robots: { index: false, follow: false } };
export const dynamic = 'force-dynamic';

/**
 * Mail kept on the machine when the server has no SMTP_URL (verification codes, password links, order
 * mail), for the operator: read with the operator key. Without it the page shows the key form and nothing else.
 */
export default async function OutboxPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { to: toParam } = await searchParams;
  const to = typeof toParam === 'string' && toParam.trim() ? toParam.trim() : undefined;
  const key = (await cookies()).get(OUTBOX_KEY_COOKIE)?.value;
  if (!key) return <Locked to={to} />;

  let answer: OutboxAnswer;
  try {
    answer = await readOutbox(key, to);
  } catch (error) {
    console.error('Failed to load the outbox', error);
    return (
      <div className={`container ${profile.page}`}>
        <h1 className={profile.title}>Outbox</h1>
        <p className="lede" role="alert">
          {outboxKeyMessages.unavailable}
        </p>
      </div>
    );
  }
  if (answer.status === 'refused') return <Locked to={to} error={outboxKeyMessages.expired} />;

  const { messages } = answer;
  return (
    <div className={`container ${profile.page}`}>
      <header className={styles.head}>
        <div>
          <p className="eyebrow">For the operator</p>
          <h1 className={profile.title}>Outbox</h1>
          <p className={profile.email}>
            Mail the server kept instead of sending it (no SMTP_URL), newest first
            {to ? <>, to {to}</> : null}.
          </p>
        </div>
        <div className={styles.tools}>
          <form method="get" action={OUTBOX_PATH} className={styles.filter} role="search">
            <label>
              Recipient
              <input type="email" name="to" defaultValue={to} placeholder="name@example.com" />
            </label>
            <button type="submit" className="button button-ghost">
              Show
            </button>
          </form>
          <form action={forgetOutboxKey}>
            <button type="submit" className={account.linkButton}>
              Forget the key
            </button>
          </form>
        </div>
      </header>
      <OutboxMessages messages={messages} to={to} />
    </div>
  );
}

/** The key form alone: nothing about the mail, not even whether there is any. */
function Locked({ to, error }: { to?: string | undefined; error?: string }) {
  return (
    <AccountShell
      eyebrow="For the operator"
      title="Outbox"
      lede="Mail the server keeps instead of sending it, when no SMTP_URL is set. Enter the operator key to read it."
      notes={
        <p>
          <code>npm start</code> keeps the key in <code>.data/operator-key</code>; the server says where when
          it starts.
        </p>
      }
    >
      <OutboxKeyForm to={to} error={error} />
    </AccountShell>
  );
}
