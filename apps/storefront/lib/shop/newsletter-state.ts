/** The state the newsletter form keeps between submissions (shared by the server action and the form). */
export type NewsletterState =
  | { status: 'idle' }
  | { status: 'success'; id: string; message: string }
  | { status: 'error'; id: string; message: string; email: string; field?: string };

export const initialNewsletterState: NewsletterState = { status: 'idle' };

/** The address typed into the form, without surrounding spaces. */
export function readEmail(formData: FormData): string {
  const value = formData.get('email');
  return typeof value === 'string' ? value.trim() : '';
}
