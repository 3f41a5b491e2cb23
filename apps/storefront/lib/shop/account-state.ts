/** What account forms and their server actions share: the state a form keeps between submissions. */

export type FormState =
  | { status: 'idle' }
  | { status: 'success'; id: string; message: string }
  | {
      status: 'error';
      id: string;
      message: string;
      /** The field the message belongs to (`email`, `password`, `code`, `captcha`...). */
      field?: string;
      /** Several fields to correct at once, each with its own message (`message` then sums them up). */
      fields?: Record<string, string>;
      /** What the person typed (never a password), to fill the form again. */
      values?: Record<string, string>;
      /** The server asks for the "I'm not a robot" check. */
      captcha?: boolean;
    };

export const idle: FormState = { status: 'idle' };

/** A text field, without surrounding spaces; '' when absent. */
export function textField(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/** A password exactly as typed. */
export function passwordField(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === 'string' ? value : '';
}

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
