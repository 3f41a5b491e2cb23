/**
 * Keeps the keyboard where it was across a choice: the page is rendered again for the new selection
 * (a new URL, so React mounts the option form anew) and the focused control would be gone. The form
 * notes which control had the focus before it navigates, and the new form gives it back.
 */
interface FocusNote {
  name: string;
  /** A radio button's value (the swatch); undefined for a drop-down. */
  value: string | undefined;
  at: number;
}

/** A note older than this belongs to no choice in flight (a slow server still answers well within it). */
const NOTE_TTL_MS = 15_000;

let note: FocusNote | undefined;

export function noteFocus(form: HTMLFormElement): void {
  const active = document.activeElement;
  if (
    !(active instanceof HTMLInputElement || active instanceof HTMLSelectElement) ||
    !form.contains(active)
  ) {
    note = undefined;
    return;
  }
  note = {
    name: active.name,
    value: active instanceof HTMLInputElement && active.type === 'radio' ? active.value : undefined,
    at: Date.now(),
  };
}

/** Focuses the control noted before the choice, if this form has it; true when it did. */
export function restoreFocus(form: HTMLFormElement): boolean {
  const wanted = note;
  if (!wanted || Date.now() - wanted.at > NOTE_TTL_MS) return false;
  const control = Array.from(form.elements).find(
    (el): el is HTMLInputElement | HTMLSelectElement =>
      (el instanceof HTMLInputElement || el instanceof HTMLSelectElement) &&
      el.name === wanted.name &&
      (wanted.value === undefined || el.value === wanted.value),
  );
  if (!control) return false;
  note = undefined;
  if (document.activeElement !== control) control.focus({ preventScroll: true });
  return true;
}
