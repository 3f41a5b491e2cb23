import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff } from '../src/db/schema';
import {
  ALL_PERMISSIONS,
  isPermission,
  permissionsOf,
  STAFF_ROLES,
  type Permission,
  type StaffRole,
} from '../src/http/permissions';
import type { RouteDef } from '../src/http/route-table';
import { startStaffSession } from '../src/modules/staff/sessions';
import { memberToken, visitorToken } from './auth-helpers';
import { ADMIN_KEY, asAdmin, startTestApp, type TestApp } from './helpers';
import { addStaff, bearer, setUpOwner } from './staff-helpers';

/**
 * Who may call each route of the table: its roles (`*`: every role, none included) and the permission
 * an elevated caller needs (`signed-in-staff`: only a staff session; `any-caller`: none needed). Every
 * cell of the matrix below follows from this list, not from the route table: a route missing here, or
 * a route whose gate differs from what is written here, fails the test.
 */
const ACCESS: Record<string, string> = {
  'GET /healthz': '* any-caller',
  'POST /v1/newsletter/subscriptions': '* any-caller',
  'POST /v1/newsletter/confirm': '* any-caller',
  'POST /v1/newsletter/unsubscribe': '* any-caller',
  'POST /v1/newsletter/subscriptions/query': 'admin marketing:read',
  'GET /v1/newsletter/subscriptions/export': 'admin marketing:read',
  'POST /v2/register': '* members:write',
  'POST /v1/register': '* members:write',
  'POST /v2/login': '* members:write',
  'POST /v1/login': '* members:write',
  'POST /v2/change-password': 'member|admin members:write',
  'POST /v1/sso/login-with-token-params': '* members:write',
  'POST /v1/state/proceed': '* members:write',
  'POST /v2/sign-on': 'admin staff:write',
  'GET /v1/logout': '* members:read',
  'POST /v1/send-email': '* members:write',
  'POST /v1/activation-email': 'admin members:write',
  'POST /v1/recover': '* members:write',
  'POST /v1/Start': 'member|admin members:write',
  'POST /v1/auth/verify': '* members:write',
  'POST /v1/auth/resend': '* members:write',
  'GET /v1/captcha/challenge': '* any-caller',
  'POST /oauth2/token': '* staff:write',
  'POST /v1/redirect-session': 'visitor|member|admin members:write',
  'GET /v1/redirect-session/:id/continue': '* members:read',
  'POST /v1/redirect-session/:id/session': '* members:write',
  'GET /v1/members/my': 'member|admin members:read',
  'POST /v1/members/my/slug': 'member|admin members:write',
  'POST /v1/members/join-community': 'member|admin members:write',
  'POST /v1/members/leave-community': 'member|admin members:write',
  'GET /v1/members/:id': 'visitor|member|admin members:read',
  'GET /v1/members': 'visitor|member|admin members:read',
  'POST /v1/members/query': 'visitor|member|admin members:read',
  'POST /v1/members': 'admin members:write',
  'PATCH /v1/members/:id': 'member|admin members:write',
  'DELETE /v1/members/:id': 'admin members:write',
  'DELETE /v1/members/:id/phones': 'member|admin members:write',
  'DELETE /v1/members/:id/emails': 'member|admin members:write',
  'DELETE /v1/members/:id/addresses': 'member|admin members:write',
  'GET /v1/dev/outbox': 'admin settings:write',
  'GET /v1/mail-templates': 'admin settings:read',
  'GET /v1/mail-templates/:kind': 'admin settings:read',
  'PUT /v1/mail-templates/:kind': 'admin settings:write',
  'DELETE /v1/mail-templates/:kind': 'admin settings:write',
  'POST /v1/mail-templates/:kind/preview': 'admin settings:read',
  'GET /v1/products/:id': '* catalog:read',
  'POST /v1/products/query-platformized': '* catalog:read',
  'GET /v1/products/query-platformized': '* catalog:read',
  'POST /v1/products/query': '* catalog:read',
  'POST /v1/products/collection-counts': '* catalog:read',
  'POST /v1/products/:id/productOptionsAvailability': '* catalog:read',
  'POST /v1/products/:id/variants/query': '* catalog:read',
  'POST /v1/variants/query': '* catalog:read',
  'GET /v1/variants/:id': '* catalog:read',
  'GET /v1/collections/slug/:slug': '* catalog:read',
  'GET /v1/collections/:id': '* catalog:read',
  'POST /v1/collections/query': '* catalog:read',
  'POST /v1/products': 'admin catalog:write',
  'PATCH /v1/products/:id': 'admin catalog:write',
  'DELETE /v1/products/:id': 'admin catalog:write',
  'PATCH /v1/products/:id/variants': 'admin catalog:write',
  'POST /v1/products/:id/variants/resetToDefault': 'admin catalog:write',
  'POST /v1/stock/adjust': 'admin catalog:write',
  'POST /v1/collections/:id/productIds': 'admin catalog:write',
  'POST /v1/collections/:id/productIds/delete': 'admin catalog:write',
  'GET /v1/collections/:id/product-order': 'admin catalog:read',
  'PUT /v1/collections/:id/product-order': 'admin catalog:write',
  'POST /v1/products/:id/media': 'admin catalog:write',
  'POST /v1/products/:id/media/delete': 'admin catalog:write',
  'PATCH /v1/products/:id/media': 'admin catalog:write',
  'PATCH /v1/products/:id/choices/media': 'admin catalog:write',
  'POST /v1/products/:id/choices/media/delete': 'admin catalog:write',
  'DELETE /v1/products/:id/options': 'admin catalog:write',
  'POST /v1/products/:id/remove-brand': 'admin catalog:write',
  'POST /v1/products/:id/remove-ribbon': 'admin catalog:write',
  'POST /v1/collections': 'admin catalog:write',
  'PATCH /v1/collections/:id': 'admin catalog:write',
  'DELETE /v1/collections/:id': 'admin catalog:write',
  'POST /v1/bulk/products/update': 'admin catalog:write',
  'POST /v1/bulk/products/adjust-properties': 'admin catalog:write',
  'POST /v1/bulk/products/prices/preview': 'admin catalog:write',
  'POST /v1/bulk/products/prices/apply': 'admin catalog:write',
  'GET /v1/bulk/products/prices/:id': 'admin catalog:read',
  'POST /v1/bulk/products/prices/:id/undo': 'admin catalog:write',
  'POST /v1/products/import': 'admin catalog:write',
  'GET /v1/products/export.csv': 'admin catalog:read',
  'POST /v1/bulk/products/delete': 'admin catalog:write',
  'POST /v1/media/files': 'admin catalog:write',
  'GET /media/:file': '* catalog:read',
  'POST /v1/products/:id/digital-file': 'admin catalog:write',
  'GET /v1/products/:id/digital-file': 'admin catalog:read',
  'DELETE /v1/products/:id/digital-file': 'admin catalog:write',
  'POST /v1/getRates': '* any-caller',
  'POST /v1/shipping-regions': 'admin settings:write',
  'GET /v1/shipping-regions': 'admin settings:read',
  'GET /v1/shipping-regions/:id': 'admin settings:read',
  'PATCH /v1/shipping-regions/:id': 'admin settings:write',
  'DELETE /v1/shipping-regions/:id': 'admin settings:write',
  'POST /v1/shipping-rates': 'admin settings:write',
  'GET /v1/shipping-rates': 'admin settings:read',
  'GET /v1/shipping-rates/:id': 'admin settings:read',
  'PATCH /v1/shipping-rates/:id': 'admin settings:write',
  'DELETE /v1/shipping-rates/:id': 'admin settings:write',
  'POST /v1/pickup-locations': 'admin settings:write',
  'GET /v1/pickup-locations': 'admin settings:read',
  'GET /v1/pickup-locations/:id': 'admin settings:read',
  'PATCH /v1/pickup-locations/:id': 'admin settings:write',
  'DELETE /v1/pickup-locations/:id': 'admin settings:write',
  'POST /v1/carts': 'visitor|member|admin orders:write',
  'POST /v1/carts/current/add-to-cart': 'visitor|member|admin orders:write',
  'POST /v1/carts/current/remove-line-items': 'visitor|member|admin orders:write',
  'POST /v1/carts/current/update-line-items-quantity': 'visitor|member|admin orders:write',
  'POST /v1/carts/current/remove-coupon': 'visitor|member|admin orders:write',
  'POST /v1/carts/current/estimate-totals': 'visitor|member|admin orders:read',
  'GET /v1/carts/current': 'visitor|member|admin orders:read',
  'DELETE /v1/carts/current': 'visitor|member|admin orders:write',
  'PATCH /v1/carts/current': 'visitor|member|admin orders:write',
  'POST /v1/carts/:id/add-to-cart': 'visitor|member|admin orders:write',
  'POST /v1/carts/:id/remove-line-items': 'visitor|member|admin orders:write',
  'POST /v1/carts/:id/update-line-items-quantity': 'visitor|member|admin orders:write',
  'POST /v1/carts/:id/remove-coupon': 'visitor|member|admin orders:write',
  'POST /v1/carts/:id/estimate-totals': 'visitor|member|admin orders:read',
  'GET /v1/carts/:id': 'visitor|member|admin orders:read',
  'DELETE /v1/carts/:id': 'visitor|member|admin orders:write',
  'PATCH /v1/carts/:id': 'visitor|member|admin orders:write',
  'POST /v1/checkouts': 'visitor|member|admin orders:write',
  'GET /v1/checkouts/:id': 'visitor|member|admin orders:read',
  'GET /v1/checkouts/:id/checkout-url': 'visitor|member|admin orders:read',
  'PATCH /v1/checkouts/:id': 'visitor|member|admin orders:write',
  'POST /v1/checkouts/:id/remove-coupon': 'visitor|member|admin orders:write',
  'POST /v1/checkouts/:id/remove-gift-card': 'visitor|member|admin orders:write',
  'POST /v1/checkouts/:id/remove-override-checkout-url': 'visitor|member|admin orders:write',
  'POST /v1/checkouts/:id/add-to-checkout': 'visitor|member|admin orders:write',
  'POST /v1/checkouts/:id/remove-line-items': 'visitor|member|admin orders:write',
  'POST /v1/checkouts/:id/update-line-items-quantity': 'visitor|member|admin orders:write',
  'POST /v1/checkouts/:id/create-order': 'visitor|member|admin orders:write',
  'POST /v1/checkouts/:id/mark-as-completed': 'visitor|member|admin orders:write',
  'POST /v1/discounts/estimate': 'admin marketing:read',
  'POST /v1/carts/current/create-checkout': 'visitor|member|admin orders:write',
  'POST /v1/carts/:id/create-checkout': 'visitor|member|admin orders:write',
  'GET /v1/orders/:id': 'visitor|member|admin orders:read',
  'GET /v1/order-link': '* orders:read',
  'POST /v1/orders/search': 'visitor|member|admin orders:read',
  'GET /v1/orders/export.csv': 'admin orders:read',
  'POST /v1/orders': 'admin orders:write',
  'PATCH /v1/orders/:id': 'admin orders:write',
  'POST /v1/orders/:id/cancel': 'admin orders:write',
  'GET /v1/payments-collector/orders/:ecomOrderId/payment-collectability-status':
    'visitor|member|admin orders:read',
  'POST /v1/fulfillments/orders/:orderId/create-fulfillment': 'admin orders:write',
  'GET /v1/fulfillments/orders/:orderId': 'visitor|member|admin orders:read',
  'PATCH /v1/fulfillments/:fulfillmentId/orders/:orderId': 'admin orders:write',
  'DELETE /v1/fulfillments/:fulfillmentId/orders/:orderId': 'admin orders:write',
  'POST /v1/orders/:id/mark-as-paid': 'admin orders:write',
  'POST /v1/reconciliation/preview': 'admin orders:write',
  'POST /v1/reconciliation/confirm': 'admin orders:write',
  'GET /v1/payments/orders/:orderId': 'visitor|member|admin orders:read',
  'GET /v1/order-refunds/orders/:orderId/refundability': 'admin orders:read',
  'POST /v1/order-refunds/orders/:orderId/refund': 'admin orders:write',
  'GET /v1/orders/:id/downloads/:lineId': '* orders:read',
  'GET /v1/orders/:id/notes': 'admin orders:read',
  'POST /v1/orders/:id/notes': 'admin orders:write',
  'GET /v1/orders/:id/history': 'admin orders:read',
  'POST /v1/orders/:id/resend-confirmation': 'admin orders:write',
  'POST /v1/coupons': 'admin marketing:write',
  'GET /v1/coupons': 'admin marketing:read',
  'GET /v1/coupons/:id': 'admin marketing:read',
  'PATCH /v1/coupons/:id': 'admin marketing:write',
  'DELETE /v1/coupons/:id': 'admin marketing:write',
  'POST /v1/discount-rules': 'admin marketing:write',
  'GET /v1/discount-rules': 'admin marketing:read',
  'GET /v1/discount-rules/:id': 'admin marketing:read',
  'PATCH /v1/discount-rules/:id': 'admin marketing:write',
  'DELETE /v1/discount-rules/:id': 'admin marketing:write',
  'POST /v1/tax-rates': 'admin settings:write',
  'GET /v1/tax-rates': 'admin settings:read',
  'GET /v1/tax-rates/:id': 'admin settings:read',
  'PATCH /v1/tax-rates/:id': 'admin settings:write',
  'DELETE /v1/tax-rates/:id': 'admin settings:write',
  'GET /v1/tax-settings': 'admin settings:read',
  'PATCH /v1/tax-settings': 'admin settings:write',
  'POST /v1/back-in-stock/requests': 'member',
  'GET /v1/back-in-stock/requests/my': 'member',
  'DELETE /v1/back-in-stock/requests/:id': 'member',
  'GET /v1/back-in-stock/requests': 'admin catalog:read',
  'GET /v1/payment-methods': '* settings:read',
  'POST /v1/payment-methods': 'admin settings:write',
  'PATCH /v1/payment-methods/:id': 'admin settings:write',
  'DELETE /v1/payment-methods/:id': 'admin settings:write',
  'POST /v1/draft-orders': 'admin orders:write',
  'GET /v1/draft-orders': 'admin orders:read',
  'GET /v1/draft-orders/:id': 'admin orders:read',
  'PATCH /v1/draft-orders/:id': 'admin orders:write',
  'DELETE /v1/draft-orders/:id': 'admin orders:write',
  'POST /v1/draft-orders/:id/send': 'admin orders:write',
  'POST /v1/gift-cards': 'admin marketing:write',
  'POST /v1/gift-cards/query': 'admin marketing:read',
  'POST /v1/gift-cards/balance': '* marketing:read',
  'GET /v1/gift-cards/:id': 'admin marketing:read',
  'PATCH /v1/gift-cards/:id': 'admin marketing:write',
  'GET /v1/webhooks/event-types': 'admin settings:read',
  'POST /v1/webhooks': 'admin settings:write',
  'GET /v1/webhooks': 'admin settings:read',
  'GET /v1/webhooks/:id': 'admin settings:read',
  'PATCH /v1/webhooks/:id': 'admin settings:write',
  'DELETE /v1/webhooks/:id': 'admin settings:write',
  'POST /v1/webhooks/:id/rotate-secret': 'admin settings:write',
  'GET /v1/webhooks/:id/deliveries': 'admin settings:read',
  'GET /v1/webhooks/:id/deliveries/:deliveryId': 'admin settings:read',
  'POST /v1/webhooks/:id/deliveries/:deliveryId/retry': 'admin settings:write',
  'GET /v1/shop-settings': '* settings:read',
  'PATCH /v1/shop-settings': 'admin settings:write',
  'GET /v1/staff/setup': 'none|visitor|member',
  'POST /v1/staff/setup': 'none|visitor|member',
  'POST /v1/staff/login': 'none|visitor|member',
  'POST /v1/staff/login/second-factor': 'none|visitor|member',
  'POST /v1/staff/logout': 'admin signed-in-staff',
  'GET /v1/staff/me': 'admin signed-in-staff',
  'GET /v1/staff/me/sessions': 'admin signed-in-staff',
  'DELETE /v1/staff/me/sessions/:id': 'admin signed-in-staff',
  'POST /v1/staff/me/password': 'admin signed-in-staff',
  'POST /v1/staff/me/totp': 'admin signed-in-staff',
  'POST /v1/staff/me/totp/confirm': 'admin signed-in-staff',
  'GET /v1/staff/settings': 'admin staff:read',
  'PATCH /v1/staff/settings': 'admin staff:write',
  'GET /v1/staff': 'admin staff:read',
  'PATCH /v1/staff/:id': 'admin staff:write',
  'POST /v1/staff/invitations': 'admin staff:write',
  'GET /v1/staff/invitations': 'admin staff:read',
  'DELETE /v1/staff/invitations/:id': 'admin staff:write',
  'POST /v1/staff/invitations/accept': 'none|visitor|member',
  'POST /v1/staff/password-reset': 'none|visitor|member',
  'POST /v1/staff/password-reset/confirm': 'none|visitor|member',
  'POST /v1/staff/login/passkey/options': 'none|visitor|member',
  'POST /v1/staff/login/passkey': 'none|visitor|member',
  'POST /v1/staff/login/passwordless/options': 'none|visitor|member',
  'POST /v1/staff/login/passwordless': 'none|visitor|member',
  'GET /v1/staff/me/passkeys': 'admin signed-in-staff',
  'POST /v1/staff/me/passkeys/options': 'admin signed-in-staff',
  'POST /v1/staff/me/passkeys': 'admin signed-in-staff',
  'PATCH /v1/staff/me/passkeys/:id': 'admin signed-in-staff',
  'DELETE /v1/staff/me/passkeys/:id': 'admin signed-in-staff',
  'POST /v1/api-keys': 'admin staff:write',
  'GET /v1/api-keys': 'admin staff:read',
  'DELETE /v1/api-keys/:id': 'admin staff:write',
  'POST /v1/audit-log/query': 'admin staff:read',
  'POST /v1/orders/:id/payment-reminder': 'admin orders:write',
  'GET /v1/dashboard/orders-to-handle': 'admin orders:read',
  'GET /v1/dashboard/stock-to-handle': 'admin catalog:read',
  'GET /v1/dashboard/stock-levels': 'admin catalog:read',
  'GET /v1/dashboard/sales': 'admin orders:read',
};

const ZERO = '00000000-0000-0000-0000-000000000000';

type Outcome = 'allowed' | 401 | 403;
type Caller =
  | { kind: 'none' | 'visitor' | 'member' | 'operator' | 'dead' }
  | { kind: 'staff'; role: StaffRole }
  | { kind: 'key'; held: ReadonlySet<Permission> };

/** What the gate answers `caller` on a route of `access`. */
function expected(access: string, caller: Caller): Outcome {
  const [rolesText, permission] = access.split(' ') as [string, string];
  const roles = rolesText === '*' ? ['none', 'visitor', 'member', 'admin'] : rolesText.split('|');
  if (caller.kind === 'dead') return 401;
  if (caller.kind === 'none') return roles.includes('none') ? 'allowed' : 401;
  if (caller.kind === 'visitor' || caller.kind === 'member')
    return roles.includes(caller.kind) ? 'allowed' : 403;
  if (!roles.includes('admin')) return 403;
  if (permission === 'any-caller') return 'allowed';
  if (permission === 'signed-in-staff') return caller.kind === 'staff' ? 'allowed' : 403;
  if (caller.kind === 'operator') return 'allowed';
  const held =
    caller.kind === 'staff' ? permissionsOf(caller.role) : caller.kind === 'key' ? caller.held : new Set();
  return held.has(permission as Permission) ? 'allowed' : 403;
}

const keyOf = (def: RouteDef) => `${def.method} ${def.url}`;

let t: TestApp;
const staffIds = new Map<StaffRole, string>();
let disabledStaffToken: string;
const keys = new Map<string, string>();
let revokedKey: string;

async function makeKey(name: string, permissions: readonly string[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/api-keys',
    headers: asAdmin,
    payload: { name, permissions },
  });
  if (res.statusCode !== 200) throw new Error(`api key: ${res.body}`);
  return res.json() as { apiKey: { id: string }; secret: string };
}

beforeAll(async () => {
  t = await startTestApp({ CAPTCHA_MAX_NUMBER: '200' });
  const owner = await setUpOwner(t.app);
  staffIds.set('OWNER', owner.staff.id);
  for (const role of STAFF_ROLES.filter((r) => r !== 'OWNER'))
    staffIds.set(role, (await addStaff(t.app, role, `${role.toLowerCase()}@matrix.example`)).id);
  const disabled = await addStaff(t.app, 'OWNER', 'disabled@matrix.example');
  disabledStaffToken = (
    await startStaffSession(t.app.ctx.db, t.app.ctx.config, disabled.id, { ip: '127.0.0.1' })
  ).accessToken;
  await t.app.ctx.db.update(staff).set({ disabled: true }).where(eq(staff.id, disabled.id));
  for (const p of ALL_PERMISSIONS) {
    keys.set(`with ${p}`, (await makeKey(`with ${p}`, [p])).secret);
    keys.set(
      `without ${p}`,
      (
        await makeKey(
          `without ${p}`,
          ALL_PERMISSIONS.filter((q) => q !== p),
        )
      ).secret,
    );
  }
  keys.set('with all', (await makeKey('all', ALL_PERMISSIONS)).secret);
  keys.set('with none', (await makeKey('none', [])).secret);
  const revoked = await makeKey('revoked', ALL_PERMISSIONS);
  await t.app.inject({ method: 'DELETE', url: `/v1/api-keys/${revoked.apiKey.id}`, headers: asAdmin });
  revokedKey = revoked.secret;
}, 120_000);
afterAll(() => t.close());

const call = (def: RouteDef, headers: Record<string, string>) =>
  t.app.inject({
    method: def.method,
    url: def.url.replace(/:[A-Za-z0-9_.]+/g, ZERO),
    headers,
    ...(def.method === 'GET' || def.method === 'DELETE' ? {} : { payload: {} }),
  });

const outcomeOf = (status: number): Outcome => (status === 401 || status === 403 ? status : 'allowed');

describe('the role matrix', () => {
  it('lists every route of the table, and no other', () => {
    const table = t.app.routeTable.map(keyOf);
    expect(table.filter((k) => !(k in ACCESS))).toEqual([]);
    expect(Object.keys(ACCESS).filter((k) => !table.includes(k))).toEqual([]);
  });

  it('answers every caller on every route as the list says', async () => {
    const failures: string[] = [];
    let members = [await memberToken(t.app), await memberToken(t.app)];
    for (const def of t.app.routeTable) {
      const access = ACCESS[keyOf(def)];
      if (!access) continue;
      const permission = access.split(' ')[1]!;
      const staffSession = async (role: StaffRole) =>
        (await startStaffSession(t.app.ctx.db, t.app.ctx.config, staffIds.get(role)!, { ip: '127.0.0.1' }))
          .accessToken;
      const cells: [string, Caller, Record<string, string>][] = [
        ['no token', { kind: 'none' }, {}],
        ['visitor', { kind: 'visitor' }, bearer(await visitorToken(t.app))],
        ['member', { kind: 'member' }, bearer(members[0]!)],
        ['another member', { kind: 'member' }, bearer(members[1]!)],
        ...(await Promise.all(
          STAFF_ROLES.map(async (role): Promise<[string, Caller, Record<string, string>]> => [
            `staff ${role}`,
            { kind: 'staff', role },
            bearer(await staffSession(role)),
          ]),
        )),
        ...(isPermission(permission)
          ? ([
              [
                `key with ${permission}`,
                { kind: 'key', held: new Set([permission]) },
                bearer(keys.get(`with ${permission}`)!),
              ],
              [
                `key without ${permission}`,
                { kind: 'key', held: new Set(ALL_PERMISSIONS.filter((p) => p !== permission)) },
                bearer(keys.get(`without ${permission}`)!),
              ],
            ] as [string, Caller, Record<string, string>][])
          : ([
              [
                'key with every permission',
                { kind: 'key', held: new Set(ALL_PERMISSIONS) },
                bearer(keys.get('with all')!),
              ],
              ['key with no permission', { kind: 'key', held: new Set() }, bearer(keys.get('with none')!)],
            ] as [string, Caller, Record<string, string>][])),
        ['revoked key', { kind: 'dead' }, bearer(revokedKey)],
        ['disabled staff', { kind: 'dead' }, bearer(disabledStaffToken)],
        ['operator key', { kind: 'operator' }, { authorization: ADMIN_KEY }],
      ];
      for (const [name, caller, headers] of cells) {
        const res = await call(def, headers);
        const want = expected(access, caller);
        if (res.statusCode >= 500)
          failures.push(`${keyOf(def)} as ${name}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        else if (outcomeOf(res.statusCode) !== want)
          failures.push(
            `${keyOf(def)} as ${name}: ${res.statusCode}, expected ${want} ${res.body.slice(0, 120)}`,
          );
      }
      // A member's call may end its own session (logout, a password change): the next route gets live ones.
      if (/logout|password|revoke|members/.test(def.url))
        members = [await memberToken(t.app), await memberToken(t.app)];
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
