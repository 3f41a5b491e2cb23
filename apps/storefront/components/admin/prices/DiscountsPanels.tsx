'use client';

import type { Coupon, DiscountRule } from '@/lib/shop/admin-prices-view';
import {
  deleteCoupon,
  deleteDiscountRule,
  saveCoupon,
  saveDiscountRule,
  setCouponActive,
  setDiscountRuleActive,
} from '@/lib/shop/admin-prices-actions';
import {
  BLANK_COUPON,
  BLANK_OFFER,
  couponForm,
  offerForm,
  offerSummary,
  type CouponForm,
  type OfferForm,
} from '@/lib/shop/admin-prices-view';
import { dateText } from '@/lib/shop/shop-time';
import { CrudSection, type Column, type FieldSpec } from '../CrudSection';
import people from '../people.module.css';
import { moneyText } from './money';
import { TryCart, type ProductChoice } from './TryCart';

type Choice = { value: string; label: string };

function offerFields<V extends OfferForm>(
  products: Choice[],
  collections: Choice[],
  currency: string,
): FieldSpec<V>[] {
  const f = (spec: FieldSpec<OfferForm>) => spec as unknown as FieldSpec<V>;
  return [
    f({ name: 'name', label: 'Name (the merchant’s and the receipt’s)', required: 'Enter a name' }),
    f({
      name: 'type',
      label: 'Discount',
      kind: 'select',
      options: [
        { value: 'PERCENT', label: 'A percentage off' },
        { value: 'AMOUNT', label: 'An amount off' },
        { value: 'FREE_SHIPPING', label: 'Free shipping' },
      ],
    }),
    f({
      name: 'percentage',
      label: 'Percentage off',
      inputMode: 'decimal',
      hint: 'Like 10 for 10 %',
      shown: (v) => v.type === 'PERCENT',
    }),
    f({
      name: 'amount',
      label: `Amount off (${currency})`,
      inputMode: 'decimal',
      hint: 'Like 5.00',
      shown: (v) => v.type === 'AMOUNT',
    }),
    f({
      name: 'scope',
      label: 'Applies to',
      kind: 'select',
      options: [
        { value: 'GLOBAL', label: 'The whole cart' },
        { value: 'SPECIFIC_ITEMS', label: 'Certain products or collections' },
      ],
      shown: (v) => v.type !== 'FREE_SHIPPING',
    }),
    f({
      name: 'productIds',
      label: 'Products',
      kind: 'multi',
      options: products,
      hint: 'Hold Ctrl or ⌘ to choose several',
      shown: (v) => v.type !== 'FREE_SHIPPING' && v.scope === 'SPECIFIC_ITEMS',
    }),
    f({
      name: 'collectionIds',
      label: 'Collections',
      kind: 'multi',
      options: collections,
      shown: (v) => v.type !== 'FREE_SHIPPING' && v.scope === 'SPECIFIC_ITEMS',
    }),
    f({
      name: 'minimumSubtotal',
      label: `Minimum cart subtotal (${currency}, optional)`,
      inputMode: 'decimal',
      hint: 'Before discounts',
    }),
    f({ name: 'startDate', label: 'Starts on (optional)', kind: 'date' }),
    f({
      name: 'expirationDate',
      label: 'Expires on (optional)',
      kind: 'date',
      hint: 'It stops when this day begins in the shop’s time zone',
    }),
    f({ name: 'active', label: 'Enabled', kind: 'checkbox' }),
  ];
}

const couponExtra: FieldSpec<CouponForm>[] = [
  { name: 'code', label: 'Code the shopper types', required: 'Enter a code, like WELCOME10' },
  { name: 'usageLimit', label: 'Orders that may use it in all (optional)', inputMode: 'numeric' },
  { name: 'usageLimitPerBuyer', label: 'Orders one shopper may use it in (optional)', inputMode: 'numeric' },
];

function whenText(offer: { startDate?: Date; expirationDate?: Date }, timeZone: string): string {
  const from = offer.startDate ? `from ${dateText(offer.startDate, timeZone)}` : '';
  const until = offer.expirationDate ? `until ${dateText(offer.expirationDate, timeZone)}` : '';
  return [from, until].filter(Boolean).join(' ') || 'Always';
}

function Status({ active }: { active: boolean }) {
  const label = active ? 'Active' : 'Disabled';
  return (
    <span className={people.status} data-status={label}>
      {label}
    </span>
  );
}

/** The discounts page: coupons, automatic discounts, and a cart to try them on. */
export function DiscountsPanels({
  coupons,
  rules,
  products,
  collections,
  timeZone,
  currency,
  canWrite,
}: {
  coupons: Coupon[];
  rules: DiscountRule[];
  products: ProductChoice[];
  collections: Choice[];
  timeZone: string;
  currency: string;
  canWrite: boolean;
}) {
  const money = (amount: string) => moneyText(amount, currency);
  const productChoices = products.map((p) => ({ value: p.id, label: p.name }));
  const couponColumns: Column<Coupon & { id: string }>[] = [
    { header: 'Code', cell: (c) => <strong>{c.code}</strong> },
    { header: 'Discount', cell: (c) => `${c.name}: ${offerSummary(c, money)}` },
    { header: 'When', cell: (c) => whenText(c, timeZone) },
    {
      header: 'Used',
      cell: (c) =>
        `${c.timesUsed}${c.usageLimit ? ` of ${c.usageLimit}` : ''}${c.usageLimitPerBuyer ? `, ${c.usageLimitPerBuyer} per shopper` : ''}`,
    },
    { header: 'Status', cell: (c) => <Status active={c.active} /> },
  ];
  const ruleColumns: Column<DiscountRule & { id: string }>[] = [
    { header: 'Name', cell: (r) => <strong>{r.name}</strong> },
    { header: 'Discount', cell: (r) => offerSummary(r, money) },
    { header: 'When', cell: (r) => whenText(r, timeZone) },
    { header: 'Status', cell: (r) => <Status active={r.active} /> },
  ];
  return (
    <>
      <CrudSection<Coupon & { id: string }, CouponForm>
        id="coupons"
        title="Coupons"
        noun="coupon"
        intro="A code the shopper types in the cart or at checkout."
        rows={coupons.map((c) => ({ ...c, id: c._id }))}
        columns={couponColumns}
        rowName={(c) => c.code}
        fields={[
          ...couponExtra.slice(0, 1),
          ...offerFields<CouponForm>(productChoices, collections, currency),
          ...couponExtra.slice(1),
        ]}
        blank={BLANK_COUPON}
        formOf={(c) => couponForm(c, timeZone)}
        save={saveCoupon}
        remove={deleteCoupon}
        toggle={{
          label: (c) => (c.active ? 'Disable' : 'Enable'),
          run: (c) => setCouponActive(c.id, !c.active),
        }}
        consequence="Shoppers can no longer use its code; orders that used it keep their discount."
        canWrite={canWrite}
        empty="No coupons yet."
      />
      <CrudSection<DiscountRule & { id: string }, OfferForm>
        id="automatic"
        title="Automatic discounts"
        noun="automatic discount"
        intro="Taken off by itself when its conditions hold: of those that hold, the one taking the most off the items and the one taking the most off shipping."
        rows={rules.map((r) => ({ ...r, id: r._id }))}
        columns={ruleColumns}
        rowName={(r) => r.name}
        fields={offerFields<OfferForm>(productChoices, collections, currency)}
        blank={BLANK_OFFER}
        formOf={(r) => offerForm(r, timeZone)}
        save={saveDiscountRule}
        remove={deleteDiscountRule}
        toggle={{
          label: (r) => (r.active ? 'Disable' : 'Enable'),
          run: (r) => setDiscountRuleActive(r.id, !r.active),
        }}
        canWrite={canWrite}
        empty="No automatic discounts yet."
      />
      <TryCart products={products} />
    </>
  );
}
