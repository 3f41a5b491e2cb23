import type { FormState } from '@/lib/shop/account-state';
import { Field } from './Field';
import { fieldError } from './useFormToast';

/** A new password typed twice, as the reset and change-password forms ask for it. */
export function NewPasswordFields({ state }: { state: FormState }) {
  return (
    <>
      <Field
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        hint="At least 8 characters."
        error={fieldError(state, 'password')}
      />
      <Field
        label="New password, again"
        name="confirm"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        error={fieldError(state, 'confirm')}
      />
    </>
  );
}
