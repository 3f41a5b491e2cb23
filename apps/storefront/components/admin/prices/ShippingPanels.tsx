'use client';

import type { PickupLocation, ShippingRate, ShippingRegion } from '@/lib/shop/admin-prices-view';
import {
  deletePickup,
  deleteRate,
  deleteRegion,
  savePickup,
  saveRate,
  saveRegion,
} from '@/lib/shop/admin-prices-actions';
import {
  BLANK_PICKUP,
  BLANK_REGION,
  bandsText,
  blankRate,
  destinationsText,
  pickupForm,
  rateForm,
  type PickupForm,
  type RateForm,
  type RegionForm,
} from '@/lib/shop/admin-prices-view';
import { CrudSection, type FieldSpec } from '../CrudSection';
import { moneyText } from './money';
import { TestAddress } from './TestAddress';

type Row<T extends { _id: string }> = T & { id: string };
const withId = <T extends { _id: string }>(rows: T[]): Row<T>[] => rows.map((r) => ({ ...r, id: r._id }));

const KINDS = { FLAT: 'Flat price', BY_WEIGHT: 'By weight', BY_SUBTOTAL: 'By cart subtotal' } as const;

const regionFields: FieldSpec<RegionForm>[] = [
  { name: 'name', label: 'Name', required: 'Enter a name, like Europe' },
  {
    name: 'destinations',
    label: 'Countries and subdivisions',
    kind: 'textarea',
    hint: 'One a line: a country’s two-letter code (FR), or a country and some of its subdivisions (US: NY, NJ)',
    required: 'Enter at least one country, like FR',
  },
];

function rateFields(regions: { value: string; label: string }[], currency: string): FieldSpec<RateForm>[] {
  return [
    { name: 'title', label: 'Name shoppers see', required: 'Enter a name, like Standard delivery' },
    { name: 'regionId', label: 'Region', kind: 'select', options: regions },
    {
      name: 'kind',
      label: 'Price',
      kind: 'select',
      options: Object.entries(KINDS).map(([value, label]) => ({ value, label })),
    },
    {
      name: 'price',
      label: `Price (${currency})`,
      inputMode: 'decimal',
      shown: (v) => v.kind === 'FLAT',
    },
    {
      name: 'bands',
      label: 'Bands',
      kind: 'textarea',
      hint: 'One a line: “up to, price”, up to in kg (by weight) or money (by subtotal); “-, price” for everything above the last',
      shown: (v) => v.kind !== 'FLAT',
    },
    {
      name: 'freeAbove',
      label: `Free from a subtotal of (${currency}, optional)`,
      inputMode: 'decimal',
    },
    { name: 'deliveryTime', label: 'Delivery time (optional)', hint: 'Like 2–4 working days' },
    { name: 'instructions', label: 'Instructions (optional)', kind: 'textarea' },
    {
      name: 'windows',
      label: 'Delivery windows (optional)',
      kind: 'textarea',
      hint: 'One a line, like 09:00-12:00: the shopper then chooses a day and a window',
    },
    { name: 'slotDays', label: 'Days ahead offered', inputMode: 'numeric', hint: 'From 1 to 14' },
    { name: 'slotTimeZone', label: 'Windows’ time zone', hint: 'Like Europe/Paris' },
  ];
}

const pickupFields: FieldSpec<PickupForm>[] = [
  { name: 'title', label: 'Name shoppers see', required: 'Enter a name, like Pick up at the studio' },
  {
    name: 'pickupMethod',
    label: 'Kind',
    kind: 'select',
    options: [
      { value: 'STORE_PICKUP', label: 'At the shop' },
      { value: 'PICKUP_POINT', label: 'A pickup point' },
    ],
  },
  { name: 'addressLine1', label: 'Street address', wide: true },
  { name: 'city', label: 'City' },
  { name: 'postalCode', label: 'Postal code' },
  { name: 'country', label: 'Country code', hint: 'Like FR or US' },
  { name: 'subdivision', label: 'Subdivision (optional)', hint: 'Like NY' },
  { name: 'price', label: 'Price', inputMode: 'decimal', hint: '0 for free' },
  { name: 'deliveryTime', label: 'Ready in (optional)', hint: 'Like Next working day' },
  { name: 'instructions', label: 'Instructions (optional)', kind: 'textarea' },
];

function ratePrice(rate: ShippingRate, currency: string): string {
  const money = (a: string) => moneyText(a, currency);
  const base =
    rate.kind === 'FLAT'
      ? money(rate.price)
      : bandsText(rate.bands)
          .split('\n')
          .map((line) => {
            const [upTo, price] = line.split(', ');
            const limit = rate.kind === 'BY_WEIGHT' ? `${upTo} kg` : money(upTo ?? '0');
            return upTo === '-' ? `above: ${money(price ?? '0')}` : `to ${limit}: ${money(price ?? '0')}`;
          })
          .join('; ');
  return rate.freeAbove ? `${base}; free from ${money(rate.freeAbove)}` : base;
}

/** The shipping page: regions, their rates and delivery windows, pickup points, and an address to test. */
export function ShippingPanels({
  regions,
  rates,
  pickups,
  timeZone,
  currency,
  canWrite,
}: {
  regions: ShippingRegion[];
  rates: ShippingRate[];
  pickups: PickupLocation[];
  timeZone: string;
  currency: string;
  canWrite: boolean;
}) {
  const regionChoices = regions.map((r) => ({ value: r._id, label: r.name }));
  const regionName = (id: string) => regions.find((r) => r._id === id)?.name ?? 'A deleted region';
  return (
    <>
      <TestAddress currency={currency} timeZone={timeZone} />
      <CrudSection<Row<ShippingRegion>, RegionForm>
        id="regions"
        title="Regions"
        noun="region"
        intro="Where the shop delivers: each region’s rates apply to addresses in its countries or subdivisions."
        rows={withId(regions)}
        columns={[
          { header: 'Name', cell: (r) => <strong>{r.name}</strong> },
          { header: 'Covers', cell: (r) => destinationsText(r.destinations).split('\n').join('; ') },
        ]}
        rowName={(r) => r.name}
        fields={regionFields}
        blank={BLANK_REGION}
        formOf={(r) => ({ name: r.name, destinations: destinationsText(r.destinations) })}
        save={saveRegion}
        remove={deleteRegion}
        consequence="Its rates go with it: addresses it covered are offered no delivery from it."
        canWrite={canWrite}
        empty="No regions yet: shoppers can only pick up."
      />
      <CrudSection<Row<ShippingRate>, RateForm>
        id="rates"
        title="Rates"
        noun="rate"
        intro="What delivery costs in a region: a flat price, bands by weight or by subtotal, free from a subtotal, with delivery windows when it has them."
        rows={withId(rates)}
        columns={[
          { header: 'Name', cell: (r) => <strong>{r.title}</strong> },
          { header: 'Region', cell: (r) => regionName(r.regionId) },
          { header: 'Price', cell: (r) => `${KINDS[r.kind]}: ${ratePrice(r, currency)}` },
          {
            header: 'Windows',
            cell: (r) =>
              r.slots
                ? `${r.slots.windows.map((w) => `${w.from}–${w.to}`).join(', ')} (${r.slots.days} days ahead)`
                : (r.deliveryTime ?? '—'),
          },
        ]}
        rowName={(r) => r.title}
        fields={rateFields(regionChoices, currency)}
        blank={{ ...blankRate(timeZone), regionId: regions[0]?._id ?? '' }}
        formOf={(r) => rateForm(r, timeZone)}
        save={saveRate}
        remove={deleteRate}
        canWrite={canWrite}
        empty="No rates yet."
        {...(regions.length === 0 ? { cannotCreate: 'Add a region first: a rate delivers to one.' } : {})}
      />
      <CrudSection<Row<PickupLocation>, PickupForm>
        id="pickups"
        title="Pickup points"
        noun="pickup point"
        intro="Offered to every shopper, whatever their address."
        rows={withId(pickups)}
        columns={[
          { header: 'Name', cell: (p) => <strong>{p.title}</strong> },
          {
            header: 'Address',
            cell: (p) =>
              [p.address.addressLine1, p.address.city, p.address.postalCode, p.address.country]
                .filter(Boolean)
                .join(', '),
          },
          { header: 'Price', cell: (p) => (Number(p.price) === 0 ? 'Free' : moneyText(p.price, currency)) },
        ]}
        rowName={(p) => p.title}
        fields={pickupFields}
        blank={BLANK_PICKUP}
        formOf={pickupForm}
        save={savePickup}
        remove={deletePickup}
        canWrite={canWrite}
        empty="No pickup points yet."
      />
    </>
  );
}
