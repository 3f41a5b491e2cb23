import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema';
import type { RouteDef } from '../src/http/route-table';
import { asAdmin, startTestApp, type TestApp } from './helpers';
import { createProduct, shirt } from './catalog-helpers';
import { STORES } from './checkout-helpers';
import { BANK, draftOf, ORDERS_TEST_ENV, placeOrder, ZERO } from './orders-helpers';
import { setUpOwner } from './staff-helpers';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Every management write (a route an elevated caller may call, no visitor may, and that needs a write
 * permission) leaves an audit entry when the operator's key calls it successfully. A route is either
 * called below (AUDITED: the request, and the action its entry names), or listed with a reason. A new
 * route in none of the lists fails the test.
 */
interface Call {
  action: string;
  request: (s: State) => Promise<{ url: string; payload?: unknown }>;
}
interface State {
  product: () => Promise<any>;
  paidOrder: () => Promise<string>;
  member: () => Promise<string>;
}

const AUDITED: Record<string, Call> = {
  'POST /v1/products': {
    action: 'product.created',
    request: async () => ({
      url: '/v1/products',
      payload: { product: { name: 'Walked', productType: 'physical', priceData: { price: 1 } } },
    }),
  },
  'PATCH /v1/products/:id': {
    action: 'product.updated',
    request: async (s) => ({
      url: `/v1/products/${(await s.product()).id}`,
      payload: { product: { name: 'Walked again' } },
    }),
  },
  'DELETE /v1/products/:id': {
    action: 'product.deleted',
    request: async (s) => ({ url: `/v1/products/${(await s.product()).id}` }),
  },
  'PATCH /v1/products/:id/variants': {
    action: 'product.variants_updated',
    request: async (s) => ({
      url: `/v1/products/${(await s.product()).id}/variants`,
      payload: { variants: [{ price: 2 }] },
    }),
  },
  'POST /v1/stock/adjust': {
    action: 'stock.adjusted',
    request: async () => {
      const product = await createProduct(t.app, {
        name: 'Counted',
        priceData: { price: '5.00' },
        stock: { trackInventory: true, quantity: 2 },
      });
      return { url: '/v1/stock/adjust', payload: { productId: product.id, variantId: ZERO, change: 1 } };
    },
  },
  'POST /v1/products/:id/variants/resetToDefault': {
    action: 'product.variants_reset',
    request: async (s) => ({
      url: `/v1/products/${(await s.product()).id}/variants/resetToDefault`,
      payload: {},
    }),
  },
  'DELETE /v1/products/:id/options': {
    action: 'product.updated',
    request: async (s) => ({ url: `/v1/products/${(await s.product()).id}/options` }),
  },
  'POST /v1/products/:id/remove-brand': {
    action: 'product.updated',
    request: async (s) => ({ url: `/v1/products/${(await s.product()).id}/remove-brand`, payload: {} }),
  },
  'POST /v1/products/:id/remove-ribbon': {
    action: 'product.updated',
    request: async (s) => ({ url: `/v1/products/${(await s.product()).id}/remove-ribbon`, payload: {} }),
  },
  'POST /v1/bulk/products/update': {
    action: 'product.bulk_updated',
    request: async (s) => ({
      url: '/v1/bulk/products/update',
      payload: { ids: [(await s.product()).id], set: { price: 3 } },
    }),
  },
  'POST /v1/bulk/products/delete': {
    action: 'product.deleted',
    request: async (s) => ({ url: '/v1/bulk/products/delete', payload: { ids: [(await s.product()).id] } }),
  },
  'POST /v1/bulk/products/adjust-properties': {
    action: 'product.bulk_updated',
    request: async (s) => ({
      url: '/v1/bulk/products/adjust-properties',
      payload: { ids: [(await s.product()).id], adjust: { price: { amount: '0.50' } } },
    }),
  },
  'POST /v1/bulk/products/prices/apply': {
    action: 'product.prices_changed',
    request: async (s) => ({
      url: '/v1/bulk/products/prices/apply',
      payload: { target: { ids: [(await s.product()).id] }, change: { mode: 'AMOUNT', value: '0.25' } },
    }),
  },
  'POST /v1/bulk/products/prices/:id/undo': {
    action: 'product.prices_change_undone',
    request: async (s) => {
      const made = await t.app.inject({
        method: 'POST',
        url: '/v1/bulk/products/prices/apply',
        headers: asAdmin,
        payload: { target: { ids: [(await s.product()).id] }, change: { mode: 'AMOUNT', value: '0.75' } },
      });
      return { url: `/v1/bulk/products/prices/${made.json().changeId}/undo`, payload: {} };
    },
  },
  'POST /v1/products/import': {
    action: 'product.imported',
    request: async () => ({
      url: '/v1/products/import',
      payload: { csv: 'name,price\r\nWalked import,3.00\r\n', dryRun: false },
    }),
  },
  'POST /v1/orders': {
    action: 'order.created',
    request: async (s) => ({
      url: '/v1/orders',
      payload: {
        order: {
          lineItems: [
            {
              quantity: 1,
              catalogReference: {
                appId: STORES,
                catalogItemId: (await s.product()).id,
                options: { variantId: ZERO },
              },
            },
          ],
        },
      },
    }),
  },
  'PATCH /v1/orders/:id': {
    action: 'order.updated',
    request: async (s) => {
      const id = await s.paidOrder();
      return {
        url: `/v1/orders/${id}`,
        payload: { order: { id, buyerNote: 'Walked' }, fieldMask: 'buyerNote' },
      };
    },
  },
  'POST /v1/orders/:id/cancel': {
    action: 'order.canceled',
    request: async (s) => ({ url: `/v1/orders/${await s.paidOrder()}/cancel`, payload: {} }),
  },
  'POST /v1/fulfillments/orders/:orderId/create-fulfillment': {
    action: 'order.fulfilled',
    request: async (s) => ({
      url: `/v1/fulfillments/orders/${await s.paidOrder()}/create-fulfillment`,
      payload: { fulfillment: { lineItems: [{ id: 'line-1', quantity: 1 }] } },
    }),
  },
  'PATCH /v1/fulfillments/:fulfillmentId/orders/:orderId': {
    action: 'order.fulfillment_updated',
    request: async (s) => {
      const { orderId, fulfillmentId } = await fulfilled(s);
      return {
        url: `/v1/fulfillments/${fulfillmentId}/orders/${orderId}`,
        payload: {
          fulfillment: { id: fulfillmentId, trackingInfo: { trackingNumber: '1Z', shippingProvider: 'UPS' } },
        },
      };
    },
  },
  'DELETE /v1/fulfillments/:fulfillmentId/orders/:orderId': {
    action: 'order.fulfillment_deleted',
    request: async (s) => {
      const { orderId, fulfillmentId } = await fulfilled(s);
      return { url: `/v1/fulfillments/${fulfillmentId}/orders/${orderId}` };
    },
  },
  'POST /v1/orders/:id/mark-as-paid': {
    action: 'order.marked_paid',
    request: async (s) => {
      const row = await placeOrder(
        t.app,
        draftOf([{ productId: (await s.product()).id, quantity: 1, unitPrice: '5.00' }], {
          paymentMethod: BANK,
        }),
      );
      return { url: `/v1/orders/${row.id}/mark-as-paid`, payload: {} };
    },
  },
  'POST /v1/orders/:id/payment-reminder': {
    action: 'order.payment_reminder_sent',
    request: async (s) => {
      const row = await placeOrder(
        t.app,
        draftOf([{ productId: (await s.product()).id, quantity: 1, unitPrice: '5.00' }], {
          paymentMethod: BANK,
        }),
      );
      return { url: `/v1/orders/${row.id}/payment-reminder`, payload: {} };
    },
  },
  'POST /v1/orders/:id/notes': {
    action: 'order.note_added',
    request: async (s) => ({ url: `/v1/orders/${await s.paidOrder()}/notes`, payload: { text: 'Walked' } }),
  },
  'POST /v1/orders/:id/resend-confirmation': {
    action: 'order.confirmation_resent',
    request: async (s) => ({ url: `/v1/orders/${await s.paidOrder()}/resend-confirmation`, payload: {} }),
  },
  'POST /v1/reconciliation/confirm': {
    action: 'order.marked_paid',
    request: async (s) => {
      const row = await placeOrder(
        t.app,
        draftOf([{ productId: (await s.product()).id, quantity: 1, unitPrice: '5.00' }], {
          paymentMethod: BANK,
        }),
      );
      const pair = {
        line: 2,
        orderId: row.id,
        amount: '5.00',
        reference: `Order ${row.number}`,
        date: '2026-11-02',
      };
      return { url: '/v1/reconciliation/confirm', payload: { pairs: [pair] } };
    },
  },
  'POST /v1/order-refunds/orders/:orderId/refund': {
    action: 'order.refunded',
    request: async (s) => ({ url: `/v1/order-refunds/orders/${await s.paidOrder()}/refund`, payload: {} }),
  },
  'POST /v1/members': {
    action: 'member.created',
    request: async () => ({
      url: '/v1/members',
      payload: { member: { loginEmail: `walk-${Math.random()}@shop.example` } },
    }),
  },
  'PATCH /v1/members/:id': {
    action: 'member.updated',
    request: async (s) => ({
      url: `/v1/members/${await s.member()}`,
      payload: { member: { contact: { firstName: 'Walker' } } },
    }),
  },
  'DELETE /v1/members/:id': {
    action: 'member.deleted',
    request: async (s) => ({ url: `/v1/members/${await s.member()}` }),
  },
  'DELETE /v1/members/:id/phones': {
    action: 'member.updated',
    request: async (s) => ({ url: `/v1/members/${await s.member()}/phones` }),
  },
  'DELETE /v1/members/:id/emails': {
    action: 'member.updated',
    request: async (s) => ({ url: `/v1/members/${await s.member()}/emails` }),
  },
  'DELETE /v1/members/:id/addresses': {
    action: 'member.updated',
    request: async (s) => ({ url: `/v1/members/${await s.member()}/addresses` }),
  },
  'PATCH /v1/shop-settings': {
    action: 'shopSettings.updated',
    request: async () => ({ url: '/v1/shop-settings', payload: { shopSettings: { name: 'Walked shop' } } }),
  },
  'PATCH /v1/staff/settings': {
    action: 'staffSettings.updated',
    request: async () => ({ url: '/v1/staff/settings', payload: { requireSecondFactor: false } }),
  },
  'PATCH /v1/staff/:id': {
    action: 'staff.updated',
    request: async () => ({ url: `/v1/staff/${ownerId}`, payload: { role: 'OWNER' } }),
  },
  'POST /v1/staff/invitations': {
    action: 'staffInvitation.created',
    request: async () => ({
      url: '/v1/staff/invitations',
      payload: { email: `invited-${Math.random()}@shop.example`, role: 'CATALOG' },
    }),
  },
  'DELETE /v1/staff/invitations/:id': {
    action: 'staffInvitation.revoked',
    request: async () => {
      const made = await t.app.inject({
        method: 'POST',
        url: '/v1/staff/invitations',
        headers: asAdmin,
        payload: { email: `revoked-${Math.random()}@shop.example`, role: 'READ_ONLY' },
      });
      return { url: `/v1/staff/invitations/${made.json().invitation.id}` };
    },
  },
  'POST /v1/api-keys': {
    action: 'apiKey.created',
    request: async () => ({ url: '/v1/api-keys', payload: { name: 'Walk', permissions: [] } }),
  },
  'DELETE /v1/api-keys/:id': {
    action: 'apiKey.revoked',
    request: async () => {
      const made = await t.app.inject({
        method: 'POST',
        url: '/v1/api-keys',
        headers: asAdmin,
        payload: { name: 'Walk', permissions: [] },
      });
      return { url: `/v1/api-keys/${made.json().apiKey.id}` };
    },
  },
  'POST /v1/payment-methods': {
    action: 'paymentMethod.created',
    request: async () => ({ url: '/v1/payment-methods', payload: { paymentMethod: METHOD } }),
  },
  'PATCH /v1/payment-methods/:id': {
    action: 'paymentMethod.updated',
    request: async () => ({
      url: `/v1/payment-methods/${await made('/v1/payment-methods', { paymentMethod: METHOD }, 'paymentMethod')}`,
      payload: { paymentMethod: { title: 'Walked' } },
    }),
  },
  'DELETE /v1/payment-methods/:id': {
    action: 'paymentMethod.deleted',
    request: async () => ({
      url: `/v1/payment-methods/${await made('/v1/payment-methods', { paymentMethod: METHOD }, 'paymentMethod')}`,
    }),
  },
  'POST /v1/webhooks': {
    action: 'webhook.created',
    request: async () => ({ url: '/v1/webhooks', payload: HOOK }),
  },
  'PATCH /v1/webhooks/:id': {
    action: 'webhook.updated',
    request: async () => ({
      url: `/v1/webhooks/${await made('/v1/webhooks', HOOK, 'webhook')}`,
      payload: { enabled: false },
    }),
  },
  'DELETE /v1/webhooks/:id': {
    action: 'webhook.deleted',
    request: async () => ({ url: `/v1/webhooks/${await made('/v1/webhooks', HOOK, 'webhook')}` }),
  },
  'POST /v1/webhooks/:id/rotate-secret': {
    action: 'webhook.secret_rotated',
    request: async () => ({
      url: `/v1/webhooks/${await made('/v1/webhooks', HOOK, 'webhook')}/rotate-secret`,
      payload: {},
    }),
  },
  'POST /v1/gift-cards': {
    action: 'giftCard.issued',
    request: async () => ({ url: '/v1/gift-cards', payload: { giftCard: CARD } }),
  },
  'PATCH /v1/gift-cards/:id': {
    action: 'giftCard.updated',
    request: async () => ({
      url: `/v1/gift-cards/${await made('/v1/gift-cards', { giftCard: CARD }, 'giftCard')}`,
      payload: { giftCard: { note: 'Walked' } },
    }),
  },
  'POST /v1/draft-orders': {
    action: 'draftOrder.created',
    request: async () => ({ url: '/v1/draft-orders', payload: { draftOrder: { buyerNote: 'Walk' } } }),
  },
  'PATCH /v1/draft-orders/:id': {
    action: 'draftOrder.updated',
    request: async () => ({
      url: `/v1/draft-orders/${await made('/v1/draft-orders', { draftOrder: {} }, 'draftOrder')}`,
      payload: { draftOrder: { buyerNote: 'Walked' } },
    }),
  },
  'DELETE /v1/draft-orders/:id': {
    action: 'draftOrder.deleted',
    request: async () => ({
      url: `/v1/draft-orders/${await made('/v1/draft-orders', { draftOrder: {} }, 'draftOrder')}`,
    }),
  },
  'POST /v1/draft-orders/:id/send': {
    action: 'draftOrder.sent',
    request: async (s) => ({
      url: `/v1/draft-orders/${await readyDraft(s)}/send`,
      payload: {},
    }),
  },
  'POST /v1/coupons': {
    action: 'coupon.created',
    request: async () => ({ url: '/v1/coupons', payload: { coupon: coupon() } }),
  },
  'PATCH /v1/coupons/:id': {
    action: 'coupon.updated',
    request: async () => ({
      url: `/v1/coupons/${await made('/v1/coupons', { coupon: coupon() }, 'coupon')}`,
      payload: { coupon: { name: 'Walked' } },
    }),
  },
  'DELETE /v1/coupons/:id': {
    action: 'coupon.deleted',
    request: async () => ({
      url: `/v1/coupons/${await made('/v1/coupons', { coupon: coupon() }, 'coupon')}`,
    }),
  },
  'PUT /v1/mail-templates/:kind': {
    action: 'mailTemplate.updated',
    request: async () => ({
      url: '/v1/mail-templates/ORDER_CONFIRMATION',
      payload: {
        template: {
          subject: 'Order {{orderNumber}}',
          html: '<p>{{buyerName}}</p>{{lines}}',
          text: '{{buyerName}} {{totals}}',
        },
      },
    }),
  },
  'DELETE /v1/mail-templates/:kind': {
    action: 'mailTemplate.reset',
    request: async () => ({ url: '/v1/mail-templates/ORDER_CONFIRMATION' }),
  },
  'POST /v1/collections': {
    action: 'collection.created',
    request: async () => ({
      url: '/v1/collections',
      payload: { collection: { name: `Walk ${Math.random()}` } },
    }),
  },
  'PATCH /v1/collections/:id': {
    action: 'collection.updated',
    request: async () => ({
      url: `/v1/collections/${await made('/v1/collections', { collection: { name: `Walk ${Math.random()}` } }, 'collection')}`,
      payload: { collection: { description: 'Walked' } },
    }),
  },
  'DELETE /v1/collections/:id': {
    action: 'collection.deleted',
    request: async () => ({
      url: `/v1/collections/${await made('/v1/collections', { collection: { name: `Walk ${Math.random()}` } }, 'collection')}`,
    }),
  },
  'POST /v1/collections/:id/productIds': {
    action: 'collection.products_added',
    request: async (s) => ({
      url: `/v1/collections/${await made('/v1/collections', { collection: { name: `Walk ${Math.random()}` } }, 'collection')}/productIds`,
      payload: { productIds: [(await s.product()).id] },
    }),
  },
  'POST /v1/collections/:id/productIds/delete': {
    action: 'collection.products_removed',
    request: async (s) => ({
      url: `/v1/collections/${await made('/v1/collections', { collection: { name: `Walk ${Math.random()}` } }, 'collection')}/productIds/delete`,
      payload: { productIds: [(await s.product()).id] },
    }),
  },
  'PUT /v1/collections/:id/product-order': {
    action: 'collection.product_order_set',
    request: async (s) => {
      const id = await made(
        '/v1/collections',
        { collection: { name: `Walk ${Math.random()}` } },
        'collection',
      );
      const productIds = [(await s.product()).id, (await s.product()).id];
      await t.app.inject({
        method: 'POST',
        url: `/v1/collections/${id}/productIds`,
        headers: asAdmin,
        payload: { productIds },
      });
      return { url: `/v1/collections/${id}/product-order`, payload: { productIds: productIds.reverse() } };
    },
  },
  'POST /v1/products/:id/media': {
    action: 'product.updated',
    request: async (s) => ({
      url: `/v1/products/${(await s.product()).id}/media`,
      payload: { media: [{ url: 'https://images.example/walk.jpg' }] },
    }),
  },
  'POST /v1/products/:id/media/delete': {
    action: 'product.updated',
    request: async () => ({
      url: `/v1/products/${(await withMedia()).id}/media/delete`,
      payload: { mediaIds: [] },
    }),
  },
  'PATCH /v1/products/:id/media': {
    action: 'product.updated',
    request: async () => {
      const { id, mediaId } = await withMedia();
      return {
        url: `/v1/products/${id}/media`,
        payload: { media: [{ id: mediaId, altText: 'A navy shirt' }] },
      };
    },
  },
  'PATCH /v1/products/:id/choices/media': {
    action: 'product.updated',
    request: async () => {
      const { id, mediaId } = await withMedia();
      return {
        url: `/v1/products/${id}/choices/media`,
        payload: { media: [{ option: 'Color', choice: 'White', mediaIds: [mediaId] }] },
      };
    },
  },
  'POST /v1/products/:id/choices/media/delete': {
    action: 'product.updated',
    request: async () => ({
      url: `/v1/products/${(await withMedia()).id}/choices/media/delete`,
      payload: { media: [{ option: 'Color', choice: 'Navy' }] },
    }),
  },
  'POST /v1/media/files': {
    action: 'mediaFile.uploaded',
    request: async () => ({ url: '/v1/media/files', payload: SVG }),
  },
  'POST /v1/products/:id/digital-file': {
    action: 'product.digital_file_uploaded',
    request: async () => ({ url: `/v1/products/${(await digital()).id}/digital-file`, payload: GUIDE }),
  },
  'DELETE /v1/products/:id/digital-file': {
    action: 'product.digital_file_deleted',
    request: async () => {
      const { id } = await digital();
      await t.app.inject({
        method: 'POST',
        url: `/v1/products/${id}/digital-file`,
        headers: asAdmin,
        payload: GUIDE,
      });
      return { url: `/v1/products/${id}/digital-file` };
    },
  },
  'POST /v1/shipping-regions': {
    action: 'shippingRegion.created',
    request: async () => ({ url: '/v1/shipping-regions', payload: REGION }),
  },
  'PATCH /v1/shipping-regions/:id': {
    action: 'shippingRegion.updated',
    request: async () => ({
      url: `/v1/shipping-regions/${await made('/v1/shipping-regions', REGION, 'region')}`,
      payload: { region: { name: 'Walked' } },
    }),
  },
  'DELETE /v1/shipping-regions/:id': {
    action: 'shippingRegion.deleted',
    request: async () => ({
      url: `/v1/shipping-regions/${await made('/v1/shipping-regions', REGION, 'region')}`,
    }),
  },
  'POST /v1/shipping-rates': {
    action: 'shippingRate.created',
    request: async () => ({ url: '/v1/shipping-rates', payload: await rate() }),
  },
  'PATCH /v1/shipping-rates/:id': {
    action: 'shippingRate.updated',
    request: async () => ({
      url: `/v1/shipping-rates/${await made('/v1/shipping-rates', await rate(), 'rate')}`,
      payload: { rate: { price: '6' } },
    }),
  },
  'DELETE /v1/shipping-rates/:id': {
    action: 'shippingRate.deleted',
    request: async () => ({
      url: `/v1/shipping-rates/${await made('/v1/shipping-rates', await rate(), 'rate')}`,
    }),
  },
  'POST /v1/pickup-locations': {
    action: 'pickupLocation.created',
    request: async () => ({ url: '/v1/pickup-locations', payload: PICKUP }),
  },
  'PATCH /v1/pickup-locations/:id': {
    action: 'pickupLocation.updated',
    request: async () => ({
      url: `/v1/pickup-locations/${await made('/v1/pickup-locations', PICKUP, 'pickupLocation')}`,
      payload: { pickupLocation: { price: '2' } },
    }),
  },
  'DELETE /v1/pickup-locations/:id': {
    action: 'pickupLocation.deleted',
    request: async () => ({
      url: `/v1/pickup-locations/${await made('/v1/pickup-locations', PICKUP, 'pickupLocation')}`,
    }),
  },
  'POST /v1/discount-rules': {
    action: 'discountRule.created',
    request: async () => ({ url: '/v1/discount-rules', payload: RULE }),
  },
  'PATCH /v1/discount-rules/:id': {
    action: 'discountRule.updated',
    request: async () => ({
      url: `/v1/discount-rules/${await made('/v1/discount-rules', RULE, 'discountRule')}`,
      payload: { discountRule: { active: false } },
    }),
  },
  'DELETE /v1/discount-rules/:id': {
    action: 'discountRule.deleted',
    request: async () => ({
      url: `/v1/discount-rules/${await made('/v1/discount-rules', RULE, 'discountRule')}`,
    }),
  },
  'POST /v1/tax-rates': {
    action: 'taxRate.created',
    request: async () => ({ url: '/v1/tax-rates', payload: taxRate() }),
  },
  'PATCH /v1/tax-rates/:id': {
    action: 'taxRate.updated',
    request: async () => ({
      url: `/v1/tax-rates/${await made('/v1/tax-rates', taxRate(), 'taxRate')}`,
      payload: { taxRate: { rate: '0.05' } },
    }),
  },
  'DELETE /v1/tax-rates/:id': {
    action: 'taxRate.deleted',
    request: async () => ({ url: `/v1/tax-rates/${await made('/v1/tax-rates', taxRate(), 'taxRate')}` }),
  },
  'PATCH /v1/tax-settings': {
    action: 'taxSettings.updated',
    request: async () => ({ url: '/v1/tax-settings', payload: { taxSettings: { taxShipping: true } } }),
  },
  'POST /v2/sign-on': {
    action: 'member.signed_on',
    request: async () => ({
      url: '/v2/sign-on',
      payload: { loginId: { email: `sso-${Math.random()}@shop.example` } },
    }),
  },
  'POST /v1/activation-email': {
    action: 'member.activation_email_sent',
    request: async (s) => ({ url: '/v1/activation-email', payload: { identityId: await s.member() } }),
  },
};

const SVG = {
  fileName: 'walk.svg',
  mimeType: 'image/svg+xml',
  data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"></svg>').toString('base64'),
};
const GUIDE = {
  fileName: 'walk.pdf',
  mimeType: 'application/pdf',
  data: Buffer.from('%PDF-1.4\n% walk\n%%EOF\n').toString('base64'),
};
const REGION = { region: { name: 'Walk region', destinations: [{ country: 'US' }] } };
const rate = async () => ({
  rate: {
    regionId: await made('/v1/shipping-regions', REGION, 'region'),
    title: 'Walk rate',
    kind: 'FLAT',
    price: '5',
  },
});
const PICKUP = {
  pickupLocation: {
    title: 'Walk pickup',
    address: { addressLine1: '210 Grand Street', city: 'New York', postalCode: '10013', country: 'US' },
  },
};
const RULE = { discountRule: { name: 'Walk', type: 'PERCENT', percentage: '5' } };
/** Tax rates are one per place: a subdivision of its own for each. */
const places = ['US-CA', 'US-TX', 'US-WA', 'US-OR', 'US-NV', 'US-AZ', 'US-UT'];
const taxRate = () => ({ taxRate: { country: 'US', subdivision: places.pop()!, rate: '0.07' } });

/** A product with options and one media item (an external image shown for the Navy choice). */
async function withMedia(): Promise<{ id: string; mediaId: string }> {
  const { id } = await createProduct(t.app, shirt);
  await t.app.inject({
    method: 'POST',
    url: `/v1/products/${id}/media`,
    headers: asAdmin,
    payload: {
      media: [{ url: 'https://images.example/navy.jpg', choice: { option: 'Color', choice: 'Navy' } }],
    },
  });
  const got = await t.app.inject({ method: 'GET', url: `/v1/products/${id}`, headers: asAdmin });
  return { id, mediaId: got.json().product.media.items[0].id as string };
}

const digital = () =>
  createProduct(t.app, { name: 'Walk guide', productType: 'digital', priceData: { price: '3.00' } });

const METHOD = { kind: 'BANK_TRANSFER', title: 'Walk transfer', instructions: 'IBAN' };
const HOOK = { url: 'https://hooks.example/atelier', eventTypes: ['*'] };
const CARD = { initialBalance: '25', currency: 'USD' };
const coupon = () => ({
  code: `WALK${Math.floor(Math.random() * 1e9)}`,
  name: 'Walk',
  type: 'PERCENT',
  percentage: '5',
});

/** A draft order its send places: a product, the customer's email, a New York address, an option offered. */
async function readyDraft(s: State): Promise<string> {
  const draftOrder = {
    lineItems: [{ productId: (await s.product()).id, quantity: 1 }],
    customer: { email: 'walk@example.com' },
    shippingAddress: { country: 'US', city: 'New York', postalCode: '10013', addressLine1: '1 Walk St' },
  };
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/draft-orders',
    headers: asAdmin,
    payload: { draftOrder },
  });
  const { id, shippingOptions } = res.json().draftOrder as {
    id: string;
    shippingOptions: { code: string; pickup: boolean }[];
  };
  const option = shippingOptions.find((o) => !o.pickup);
  if (option)
    await t.app.inject({
      method: 'PATCH',
      url: `/v1/draft-orders/${id}`,
      headers: asAdmin,
      payload: { draftOrder: { shippingOptionCode: option.code } },
    });
  return id;
}

/** Makes an entity through the API; answers its id. */
async function made(url: string, payload: object, field: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url, headers: asAdmin, payload });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.body}`);
  return res.json()[field].id as string;
}

/** Management writes that are no change of the shop's data, or whose caller is a member acting for itself. */
const EXCEPTIONS: Record<string, string> = {
  'POST /v2/change-password': 'a member’s own password: an elevated caller has no account there',
  'POST /v1/Start': 'a member’s own email verification',
  'POST /v1/members/my/slug': 'a member’s own profile address',
  'POST /v1/members/join-community': 'a member’s own community choice',
  'POST /v1/members/leave-community': 'a member’s own community choice',
  'POST /v1/webhooks/:id/deliveries/:deliveryId/retry': 'sends a delivery again; changes no setting',
  'POST /v1/reconciliation/preview': 'reads a bank statement and answers its matches; writes nothing',
  'POST /v1/bulk/products/prices/preview': 'answers the prices a change would set; writes nothing',
};

/** A route a visitor may call is the shopper's (carts, checkouts, sign-in); a read needs no write permission. */
const isManagementWrite = (def: RouteDef) =>
  def.roles.includes('admin') &&
  !def.roles.includes('visitor') &&
  def.method !== 'GET' &&
  typeof def.permission === 'string' &&
  def.permission.endsWith(':write');

let t: TestApp;
let ownerId: string;
beforeAll(async () => {
  t = await startTestApp(ORDERS_TEST_ENV);
  ownerId = (await setUpOwner(t.app)).staff.id;
});
afterAll(() => t.close());

const state: State = {
  product: () =>
    createProduct(t.app, { name: 'Walk product', priceData: { price: '5.00' }, brand: 'B', ribbon: 'R' }),
  paidOrder: async () => {
    const row = await placeOrder(
      t.app,
      draftOf([{ productId: (await state.product()).id, quantity: 2, unitPrice: '5.00' }], {
        paymentMethod: BANK,
      }),
    );
    await t.app.inject({ method: 'POST', url: `/v1/orders/${row.id}/mark-as-paid`, headers: asAdmin });
    return row.id;
  },
  member: async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/members',
      headers: asAdmin,
      payload: { member: { loginEmail: `walk-${Math.random()}@shop.example`, contact: { phones: ['555'] } } },
    });
    return res.json().member.id as string;
  },
};

async function fulfilled(s: State) {
  const orderId = await s.paidOrder();
  const res = await t.app.inject({
    method: 'POST',
    url: `/v1/fulfillments/orders/${orderId}/create-fulfillment`,
    headers: asAdmin,
    payload: { fulfillment: { lineItems: [{ id: 'line-1', quantity: 1 }] } },
  });
  return { orderId, fulfillmentId: res.json().fulfillmentId as string };
}

const keyOf = (def: RouteDef) => `${def.method} ${def.url}`;

describe('audit coverage of the route table', () => {
  it('classifies every management write: audited, or an exception with its reason', () => {
    const writes = t.app.routeTable.filter(isManagementWrite).map(keyOf);
    const unclassified = writes.filter((k) => !(k in AUDITED) && !(k in EXCEPTIONS));
    expect(unclassified).toEqual([]);
    const stale = [...Object.keys(AUDITED), ...Object.keys(EXCEPTIONS)].filter((k) => !writes.includes(k));
    expect(stale).toEqual([]);
  });

  it('leaves an entry of the route’s action for every audited route the operator calls successfully', async () => {
    const failures: string[] = [];
    for (const def of t.app.routeTable.filter((d) => keyOf(d) in AUDITED)) {
      const { action, request } = AUDITED[keyOf(def)]!;
      const { url, payload } = await request(state);
      const before = await t.app.ctx.db.select({ id: auditLog.id }).from(auditLog);
      const seen = new Set(before.map((r) => r.id));
      const res = await t.app.inject({
        method: def.method,
        url,
        headers: asAdmin,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      if (res.statusCode !== 200) {
        failures.push(`${keyOf(def)}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        continue;
      }
      const added = (await t.app.ctx.db.select().from(auditLog)).filter((r) => !seen.has(r.id));
      if (!added.some((r) => r.action === action && r.actorKind === 'operator'))
        failures.push(
          `${keyOf(def)}: no ${action} entry (got ${added.map((r) => r.action).join(', ') || 'none'})`,
        );
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
