'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import { Field } from '@/components/account/Field';
import formStyles from '@/components/account/account.module.css';
import {
  addPasskey,
  passkeyRegistrationOptions,
  removePasskey,
  renamePasskey,
} from '@/lib/shop/staff-actions';
import { createPasskey } from './passkey-browser';
import { useFocusError } from './useFocusError';
import styles from './admin.module.css';

export interface PasskeyRow {
  id: string;
  name: string;
  added: string;
  lastUsed: string | null;
}

interface Failure {
  message: string;
  field?: string | undefined;
  at: number;
}

/** The person's passkeys: add one (password, then the browser's passkey dialog), remove one (password). */
export function PasskeyManager({ passkeys }: { passkeys: PasskeyRow[] }) {
  const router = useRouter();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<string | undefined>();
  const [renaming, setRenaming] = useState<string | undefined>();
  const [failure, setFailure] = useState<Failure | undefined>();
  const [pending, setPending] = useState<string | undefined>();
  const [status, setStatus] = useState('');
  const box = useRef<HTMLDivElement>(null);
  useFocusError(box, failure);

  const fail = (r: { message: string; field?: string | undefined }) =>
    setFailure({ message: r.message, field: r.field, at: Date.now() });

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const password = String(data.get('currentPassword') ?? '');
    const name = String(data.get('name') ?? '');
    setFailure(undefined);
    setPending('Waiting for your passkey…');
    try {
      const options = await passkeyRegistrationOptions(password);
      if (!options.ok) return fail(options);
      const answer = await createPasskey(options.options);
      if (!answer) return fail({ message: 'No passkey was made: the request was cancelled or timed out.' });
      const added = await addPasskey(answer, name);
      if (!added.ok) return fail(added);
      setAdding(false);
      setStatus('Passkey added. Your other sessions were signed out.');
      router.refresh();
    } finally {
      setPending(undefined);
    }
  }

  async function remove(event: FormEvent<HTMLFormElement>, id: string) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('currentPassword') ?? '');
    setFailure(undefined);
    setPending('Removing…');
    try {
      const result = await removePasskey(id, password);
      if (!result.ok) return fail(result);
      setRemoving(undefined);
      setStatus('Passkey removed. Your other sessions were signed out.');
      router.refresh();
    } finally {
      setPending(undefined);
    }
  }

  async function rename(event: FormEvent<HTMLFormElement>, id: string) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '');
    setFailure(undefined);
    setPending('Renaming…');
    try {
      const result = await renamePasskey(id, name);
      if (!result.ok) return fail(result);
      setRenaming(undefined);
      setStatus('Passkey renamed.');
      router.refresh();
    } finally {
      setPending(undefined);
    }
  }

  const choose = (what: 'add' | 'rename' | 'remove', id?: string) => {
    setAdding(what === 'add');
    setRenaming(what === 'rename' ? id : undefined);
    setRemoving(what === 'remove' ? id : undefined);
    setFailure(undefined);
  };

  const fieldError = (name: string) => (failure?.field === name ? failure.message : undefined);
  const formError = failure && !failure.field ? failure.message : undefined;

  return (
    <div ref={box} className={formStyles.stack}>
      <p role="status" className={styles.muted} aria-live="polite">
        {pending ?? status}
      </p>
      {formError ? (
        <p className={formStyles.formError} role="alert" tabIndex={-1} data-form-error>
          {formError}
        </p>
      ) : null}
      {passkeys.length > 0 ? (
        <ul className={styles.list}>
          {passkeys.map((p) => (
            <li key={p.id} className={styles.item}>
              <div className={styles.itemMain}>
                <span className={styles.itemName}>{p.name}</span>
                <span className={styles.muted}>
                  Added {p.added} · {p.lastUsed ? `last used ${p.lastUsed}` : 'not used yet'}
                </span>
              </div>
              {removing === p.id ? (
                <form onSubmit={(e) => void remove(e, p.id)} className={formStyles.inlineForm} noValidate>
                  <Field
                    label={`Your password, to remove “${p.name}”`}
                    name="currentPassword"
                    type="password"
                    autoComplete="current-password"
                    required
                    autoFocus
                    error={fieldError('currentPassword')}
                  />
                  <button type="submit" className={`button ${styles.small}`} disabled={Boolean(pending)}>
                    Remove
                  </button>
                  <button type="button" className={styles.linkButton} onClick={() => setRemoving(undefined)}>
                    Keep it
                  </button>
                </form>
              ) : renaming === p.id ? (
                <form onSubmit={(e) => void rename(e, p.id)} className={formStyles.inlineForm} noValidate>
                  <Field
                    label={`New name for “${p.name}”`}
                    name="name"
                    maxLength={100}
                    defaultValue={p.name}
                    required
                    autoFocus
                    error={fieldError('name')}
                  />
                  <button type="submit" className={`button ${styles.small}`} disabled={Boolean(pending)}>
                    Save
                  </button>
                  <button type="button" className={styles.linkButton} onClick={() => setRenaming(undefined)}>
                    Cancel
                  </button>
                </form>
              ) : (
                <div className={styles.actions}>
                  <button
                    type="button"
                    className={`button button-ghost ${styles.small}`}
                    onClick={() => choose('rename', p.id)}
                    aria-label={`Rename the passkey ${p.name}`}
                  >
                    Rename
                  </button>
                  <button
                    type="button"
                    className={`button button-ghost ${styles.small}`}
                    onClick={() => choose('remove', p.id)}
                    aria-label={`Remove the passkey ${p.name}`}
                  >
                    Remove
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>
          No passkey yet. A passkey signs you in with your fingerprint, face or device PIN.
        </p>
      )}
      {adding ? (
        <form
          onSubmit={(e) => void add(e)}
          className={formStyles.form}
          noValidate
          aria-busy={Boolean(pending)}
        >
          <Field
            label="Name"
            name="name"
            maxLength={100}
            autoComplete="off"
            placeholder="Work laptop"
            hint="So you can tell your passkeys apart."
            autoFocus
            error={fieldError('name')}
          />
          <Field
            label="Your password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            error={fieldError('currentPassword')}
          />
          <div className={styles.actions}>
            <button type="submit" className="button" disabled={Boolean(pending)}>
              Create the passkey
            </button>
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => {
                setAdding(false);
                setFailure(undefined);
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <div className={styles.actions}>
          <button
            type="button"
            className="button button-ghost"
            onClick={() => {
              setAdding(true);
              setRemoving(undefined);
              setFailure(undefined);
            }}
          >
            Add a passkey
          </button>
        </div>
      )}
    </div>
  );
}
