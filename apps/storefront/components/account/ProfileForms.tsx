'use client';

import { useActionState, useEffect } from 'react';
import { logOut } from '@/lib/shop/account-actions';
import { idle } from '@/lib/shop/account-state';
import { changePassword } from '@/lib/shop/password-actions';
import { setCommunityMembership, updateName, updateSlug } from '@/lib/shop/profile-actions';
import { announceAccountChange } from '../layout/useAccount';
import { Field, FormMessage } from './Field';
import { NewPasswordFields } from './NewPasswordFields';
import { fieldError, lastValue, useFormToast } from './useFormToast';
import styles from './account.module.css';

export function NameForm({ firstName, lastName }: { firstName: string; lastName: string }) {
  const [state, action, pending] = useActionState(updateName, idle);
  useFormToast(state);
  useEffect(() => {
    if (state.status === 'success') announceAccountChange();
  }, [state]);
  return (
    <form action={action} className={styles.form} noValidate aria-busy={pending}>
      <FormMessage state={state} />
      <Field
        label="First name"
        name="firstName"
        autoComplete="given-name"
        required
        maxLength={200}
        defaultValue={state.status === 'error' ? lastValue(state, 'firstName') : firstName}
        error={fieldError(state, 'firstName')}
      />
      <Field
        label="Last name"
        name="lastName"
        autoComplete="family-name"
        maxLength={200}
        defaultValue={state.status === 'error' ? lastValue(state, 'lastName') : lastName}
        error={fieldError(state, 'lastName')}
      />
      <button type="submit" className="button button-ghost" disabled={pending}>
        {pending ? 'Saving…' : 'Save name'}
      </button>
    </form>
  );
}

export function SlugForm({ slug }: { slug: string }) {
  const [state, action, pending] = useActionState(updateSlug, idle);
  useFormToast(state);
  return (
    <form action={action} className={styles.inlineForm} noValidate aria-busy={pending}>
      <Field
        label="Profile address"
        name="slug"
        required
        maxLength={100}
        autoCapitalize="none"
        spellCheck={false}
        defaultValue={lastValue(state, 'slug') || slug}
        hint="Lower-case letters and digits, separated by hyphens."
        error={fieldError(state, 'slug')}
      />
      <FormMessage state={state} />
      <button type="submit" className="button button-ghost" disabled={pending}>
        {pending ? 'Saving…' : 'Save'}
      </button>
    </form>
  );
}

export function CommunityForm({ member }: { member: boolean }) {
  const [state, action, pending] = useActionState(setCommunityMembership, idle);
  useFormToast(state);
  return (
    <form action={action} className={styles.stack} aria-busy={pending}>
      <p className={styles.hint}>
        {member
          ? 'You are a member of the Atelier community: other members can see your public profile.'
          : 'Join the community to make your profile public to other members. You can leave at any time.'}
      </p>
      <input type="hidden" name="community" value={member ? 'leave' : 'join'} />
      <FormMessage state={state} />
      <button type="submit" className={member ? 'button button-ghost' : 'button'} disabled={pending}>
        {pending ? 'Saving…' : member ? 'Leave the community' : 'Join the community'}
      </button>
    </form>
  );
}

export function PasswordForm() {
  const [state, action, pending] = useActionState(changePassword, idle);
  useFormToast(state);
  return (
    <form action={action} className={styles.form} noValidate aria-busy={pending}>
      <FormMessage state={state} />
      <Field
        label="Current password"
        name="current"
        type="password"
        autoComplete="current-password"
        required
        error={fieldError(state, 'current')}
      />
      <NewPasswordFields state={state} />
      <button type="submit" className="button button-ghost" disabled={pending}>
        {pending ? 'Saving…' : 'Change password'}
      </button>
    </form>
  );
}

export function LogoutForm({ className }: { className?: string }) {
  const [state, action, pending] = useActionState(logOut, idle);
  useFormToast(state);
  return (
    <form action={action} className={className} aria-busy={pending}>
      <FormMessage state={state} />
      <button type="submit" className="button button-ghost" disabled={pending}>
        {pending ? 'Logging out…' : 'Log out'}
      </button>
    </form>
  );
}
