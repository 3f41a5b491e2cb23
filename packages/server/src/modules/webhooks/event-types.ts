import { CART_EVENTS } from '../carts';
import { CATALOG_EVENTS } from '../catalog';
import { SHOP_SETTINGS_EVENTS } from '../shop-settings';

/** A webhook that names this instead of types is sent every event, those added later included. */
export const ALL_EVENTS = '*';

/** The member events of members/store.ts (`member.<kind>`). */
const MEMBER_EVENTS = ['member.created', 'member.updated', 'member.deleted'];

/** The checkout and order events the checkouts and orders modules record (issue 20's interfaces). */
const CHECKOUT_EVENTS = ['ecom.checkout.created', 'ecom.checkout.updated', 'ecom.checkout.completed'];
const ORDER_EVENTS = [
  'ecom.order.created',
  'ecom.order.updated',
  'ecom.order.approved',
  'ecom.order.canceled',
  'ecom.order.payment_status_updated',
];

/** Every event type the outbox records: what a webhook may subscribe to. */
export const EVENT_TYPES: readonly string[] = [
  ...Object.values(CATALOG_EVENTS),
  ...MEMBER_EVENTS,
  ...Object.values(CART_EVENTS),
  ...CHECKOUT_EVENTS,
  ...ORDER_EVENTS,
  ...Object.values(SHOP_SETTINGS_EVENTS),
];
