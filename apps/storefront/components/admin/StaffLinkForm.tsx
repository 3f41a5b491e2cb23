'use client';

import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Captcha } from '@/components/account/Captcha';
import formStyles from '@/components/account/account.module.css';
import type { LinkResult } from '@/lib/shop/staff-link-actions';
import { useFocusError } from './useFocusError';
import styles from './admin.module.css';

type Failure = Extract<LinkResult, { ok: false }> & { at: number };

/** The error of one field, for a Field's `error`. */
export type FieldError = (name: string) => string | undefined;

/**
 * A form of the staff pages opened from a mail or at first run: sends its fields to a server action,
 * shows each error beside its field and moves the focus to the first one, and shows the shop's
 * "I'm not a robot" check once the server asks for it. `done` runs on success.
 */
export function StaffLinkForm({
  action,
  submit,
  pendingLabel,
  done,
  hidden,
  children,
  after,
}: {
  action: (data: FormData) => Promise<LinkResult>;
  submit: string;
  pendingLabel: string;
  done: () => void;
  /** Fields sent as they are, such as the link's token. */
  hidden?: Record<string, string>;
  children: (error: FieldError) => ReactNode;
  /** Shown under the form's button. */
  after?: ReactNode;
}) {
  const [failure, setFailure] = useState<Failure | undefined>();
  const [pending, setPending] = useState(false);
  // Once the server asks for the check, it stays on the form.
  const [captcha, setCaptcha] = useState(false);
  // A fresh check after each failure: a solved one is used once.
  const [attempt, setAttempt] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  useFocusError(box, failure);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setPending(true);
    setFailure(undefined);
    try {
      const result = await action(data);
      if (result.ok) {
        done();
        return;
      }
      if (result.field === 'captcha') setCaptcha(true);
      setAttempt((n) => n + 1);
      setFailure({ ...result, at: Date.now() });
    } finally {
      setPending(false);
    }
  }

  const error: FieldError = (name) =>
    failure?.fields?.[name] ?? (failure?.field === name ? failure.message : undefined);
  const formError = failure && !failure.field ? failure.message : undefined;

  return (
    <div ref={box} className={styles.card}>
      <div aria-live="polite" className="visually-hidden">
        {pending ? pendingLabel : ''}
      </div>
      {formError ? (
        <p className={formStyles.formError} role="alert" tabIndex={-1} data-form-error>
          {formError}
        </p>
      ) : null}
      <form onSubmit={send} className={formStyles.form} noValidate aria-busy={pending}>
        {Object.entries(hidden ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {children(error)}
        {captcha ? <Captcha key={attempt} kind="visible" /> : null}
        {error('captcha') ? (
          <p className={formStyles.fieldError} role="alert" tabIndex={-1} data-form-error>
            {error('captcha')}
          </p>
        ) : null}
        <button type="submit" className={`button ${formStyles.submit}`} disabled={pending}>
          {pending ? pendingLabel : submit}
        </button>
        {after}
      </form>
    </div>
  );
}
