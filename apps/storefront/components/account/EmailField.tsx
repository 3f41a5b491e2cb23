import type { FormState } from '@/lib/shop/account-state';
import { Field } from './Field';
import { fieldError, lastValue } from './useFormToast';

/** The email input of the account forms, refilled with what was sent and showing its own error. */
export function EmailField({ state }: { state: FormState }) {
  return (
    <Field
      label="Email address"
      name="email"
      type="email"
      inputMode="email"
      autoComplete="email"
      required
      maxLength={254}
      defaultValue={lastValue(state, 'email')}
      error={fieldError(state, 'email')}
    />
  );
}
