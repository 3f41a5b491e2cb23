'use server';

/**
 * Server actions of bank reconciliation (/admin/reconcile): a statement's preview and the confirmation of the
 * chosen pairs, with the staff session from its HttpOnly cookie. Failures come back in words for the page.
 */
import {
  ApplicationError,
  ValidationError,
  type ConfirmMatchesReply,
  type ConfirmPair,
  type PreviewStatementReply,
} from '@atelier/sdk';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { STATEMENT_MAX_BYTES } from './reconcile-view';
import { sessionToken, staffClient } from './staff';
import { staffErrorMessage } from './staff-errors';

export type ReconcileResult<T> = ({ ok: true } & T) | { ok: false; message: string };

/** The statement's own problem (unreadable, too long) in the server's words; a refusal of the role in ours. */
function failure(error: unknown): { ok: false; message: string } {
  if (error instanceof ApplicationError) {
    if (error.code === 'STATEMENT_UNREADABLE' || error.code === 'STATEMENT_TOO_LONG')
      return { ok: false, message: error.message };
    if (error.code === 'PERMISSION_DENIED')
      return { ok: false, message: 'Your role may not mark orders paid.' };
  }
  if (error instanceof ValidationError && error.fieldViolations[0]?.field === 'csv')
    return { ok: false, message: 'The statement is larger than 2 MB: upload it in parts.' };
  const words = staffErrorMessage(error);
  if (!words.expected) console.error('reconciliation failed', error);
  return { ok: false, message: words.message };
}

async function signedIn() {
  const token = sessionToken(await cookies());
  if (!token) redirect('/admin/login');
  return staffClient(token);
}

/** Reads the statement and answers each credit's match; nothing is written. */
export async function previewStatement(
  csv: string,
): Promise<ReconcileResult<{ preview: PreviewStatementReply }>> {
  if (!csv.trim()) return { ok: false, message: 'Choose the bank’s CSV file, or paste its text.' };
  if (new TextEncoder().encode(csv).length > STATEMENT_MAX_BYTES)
    return { ok: false, message: 'The statement is larger than 2 MB: upload it in parts.' };
  const client = await signedIn();
  try {
    return { ok: true, preview: await client.reconcile.previewStatement(csv) };
  } catch (error) {
    return failure(error);
  }
}

/** Marks each pair's order paid by its credit; answers each pair's outcome. */
export async function confirmMatches(
  pairs: ConfirmPair[],
): Promise<ReconcileResult<{ reply: ConfirmMatchesReply }>> {
  if (pairs.length === 0) return { ok: false, message: 'Tick at least one credit to mark its order paid.' };
  const client = await signedIn();
  try {
    return { ok: true, reply: await client.reconcile.confirmMatches(pairs) };
  } catch (error) {
    return failure(error);
  }
}
