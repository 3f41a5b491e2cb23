import { useEffect, type RefObject } from 'react';

/** After a failed submission, focus goes to the first field marked invalid in `form` (or its message). */
export function useFocusError(form: RefObject<HTMLElement | null>, failure: unknown) {
  useEffect(() => {
    if (!failure || !form.current) return;
    const target =
      form.current.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form.current.querySelector<HTMLElement>('[data-form-error]');
    target?.focus();
  }, [form, failure]);
}
