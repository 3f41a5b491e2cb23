/** Pure rules of payment methods. No I/O here. */

/** Kinds paid when the buyer collects the order at the shop: offered only with a pickup option. */
const PICKUP_ONLY_KINDS: ReadonlySet<string> = new Set(['PAY_ON_PICKUP']);

/** Whether a method of this kind is paid at the pickup, so it can only go with a pickup option. */
export const needsPickup = (kind: string): boolean => PICKUP_ONLY_KINDS.has(kind);
