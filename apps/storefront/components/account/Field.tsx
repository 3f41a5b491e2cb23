import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './account.module.css';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Something beside the label, like a "Forgot password?" link. */
  aside?: ReactNode;
}

/** A labelled input with its hint and inline error, wired for assistive technology. */
export function Field({ label, name, error, hint, aside, ...input }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field} data-invalid={error ? true : undefined}>
      <div className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {aside}
      </div>
      <input
        id={id}
        name={name}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The outcome of a whole form (an error not tied to one field, or a success), announced politely. */
export function FormMessage({ state }: { state: { status: string; message?: string; field?: string } }) {
  if (state.status === 'idle' || !state.message) return null;
  const error = state.status === 'error';
  if (error && state.field && state.field !== 'captcha') return null;
  return (
    <p className={error ? styles.formError : styles.formSuccess} role={error ? 'alert' : 'status'}>
      {state.message}
    </p>
  );
}
