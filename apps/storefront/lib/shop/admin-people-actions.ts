'use server';

/**
 * Server actions of the dashboard's people pages: a member's status and removal, issuing and disabling gift
 * cards. The server checks the person's permission on every call; the pages only hide what a role may not do.
 */
import { ValidationError } from '@atelier/sdk';
import { dayStartIn, nextDay } from './shop-time';
import { getShopClock } from './shop-settings';
import { signedIn } from './staff';
import { staffFailure, type StaffResult } from './staff-errors';

export async function setMemberStatus(id: string, status: 'APPROVED' | 'BLOCKED'): Promise<StaffResult> {
  const client = await signedIn();
  try {
    await client.members.setMemberStatus(id, status);
    return { ok: true };
  } catch (error) {
    return staffFailure(error);
  }
}

export async function deleteMember(id: string): Promise<StaffResult> {
  const client = await signedIn();
  try {
    await client.members.deleteMember(id);
    return { ok: true };
  } catch (error) {
    return staffFailure(error);
  }
}

export interface IssueGiftCardForm {
  amount: string;
  currency: string;
  /** YYYY-MM-DD: the card can pay until the end of that day in the shop's time zone; '' for none. */
  expires: string;
  note: string;
  mail: boolean;
  recipientEmail: string;
  recipientName: string;
  message: string;
}

/** The form's field for each of the server's field paths. */
const FIELD_OF: Record<string, keyof IssueGiftCardForm> = {
  initialBalance: 'amount',
  currency: 'currency',
  expirationDate: 'expires',
  note: 'note',
  email: 'recipientEmail',
  name: 'recipientName',
  message: 'message',
};

/**
 * Issues a card; its full code is answered this once, for the page to show right after issuing (lists and
 * details show its last four characters only).
 */
export async function issueGiftCard(
  form: IssueGiftCardForm,
): Promise<StaffResult<{ id: string; code: string; mailed: boolean; mailFailed: boolean }>> {
  const amount = form.amount.trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(amount) || Number(amount) <= 0)
    return { ok: false, field: 'amount', message: 'Enter an amount above 0, like 50 or 25.50' };
  if (form.mail && !form.recipientEmail.trim())
    return { ok: false, field: 'recipientEmail', message: 'Enter the email address to mail the card to' };
  if (form.expires && !/^\d{4}-\d{2}-\d{2}$/.test(form.expires))
    return { ok: false, field: 'expires', message: 'Enter a date, or leave it empty for no expiry' };
  if (form.expires && form.expires <= new Date().toISOString().slice(0, 10))
    return { ok: false, field: 'expires', message: 'Choose a day after today' };
  const client = await signedIn();
  const expires = form.expires
    ? dayStartIn(nextDay(form.expires), (await getShopClock()).timeZone)
    : undefined;
  try {
    const card = await client.giftCards.issueGiftCard({
      initialBalance: amount,
      currency: form.currency || 'USD',
      ...(expires ? { expirationDate: expires.toISOString() } : {}),
      ...(form.note.trim() ? { note: form.note.trim() } : {}),
      ...(form.mail
        ? {
            recipient: {
              email: form.recipientEmail.trim(),
              ...(form.recipientName.trim() ? { name: form.recipientName.trim() } : {}),
              ...(form.message.trim() ? { message: form.message.trim() } : {}),
            },
          }
        : {}),
    });
    return {
      ok: true,
      id: card._id,
      code: card.code,
      mailed: Boolean(card.mailedDate),
      mailFailed: form.mail && !card.mailedDate,
    };
  } catch (error) {
    const violation = error instanceof ValidationError ? error.fieldViolations[0] : undefined;
    if (violation) {
      const last = violation.field.split('.').at(-1) ?? '';
      return {
        ok: false,
        message: violation.description,
        ...(FIELD_OF[last] ? { field: FIELD_OF[last] } : {}),
      };
    }
    return staffFailure(error);
  }
}

export async function setGiftCardDisabled(id: string, disabled: boolean): Promise<StaffResult> {
  const client = await signedIn();
  try {
    await client.giftCards.updateGiftCard(id, { disabled });
    return { ok: true };
  } catch (error) {
    return staffFailure(error);
  }
}
