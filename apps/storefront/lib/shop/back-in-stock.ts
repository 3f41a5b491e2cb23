'use server';

import { actionSession, currentMember } from './session';
import { backInStockFailure, backInStockMessages, type BackInStockState } from './back-in-stock-state';

/**
 * Behind "Tell me when it is back" on a sold-out choice: the member's request goes to the server
 * (`client.backInStock.requestNotice`), which mails them once when the variant is back in stock.
 */
export async function requestBackInStock(productId: string, variantId: string): Promise<BackInStockState> {
  try {
    const { client } = await actionSession();
    await client.backInStock.requestNotice(productId, variantId);
  } catch (error) {
    const failure = backInStockFailure(error);
    if (!failure.expected) console.error('Back-in-stock request failed', error);
    return { status: 'error', ...failure };
  }
  const current = await currentMember();
  const email = current.status === 'member' ? current.member.email : undefined;
  return { status: 'waiting', message: backInStockMessages.waiting(email) };
}
