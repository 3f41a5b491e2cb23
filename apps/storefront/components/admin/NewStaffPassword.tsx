import { Field } from '@/components/account/Field';
import type { FieldError } from './StaffLinkForm';

/** A new password typed twice, as the shop's own reset form asks for it. */
export function NewStaffPassword({ error, label = 'Password' }: { error: FieldError; label?: string }) {
  return (
    <>
      <Field
        label={label}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        hint="At least 8 characters."
        error={error('password')}
      />
      <Field
        label={`${label}, again`}
        name="confirm"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        error={error('confirm')}
      />
    </>
  );
}
