import { ApplicationError, type DraftOrder } from '@atelier/sdk';
import type { StaffClient } from './staff';

/** The draft order for its page, or undefined when there is none (deleted, or never was). */
export async function readDraftOrder(client: StaffClient, id: string): Promise<DraftOrder | undefined> {
  try {
    return await client.draftOrders.getDraftOrder(id);
  } catch (error) {
    if (error instanceof ApplicationError && error.code === 'NOT_FOUND') return undefined;
    throw error;
  }
}
