import { describe, expect, it } from 'vitest';
import type { StoredOrderLine } from '../../db/schema';
import { checkDownloadLink, digitalLinks, DOWNLOAD_DAYS } from './digital';
import type { OrderRow } from './view';

const keys = {
  config: { publicUrl: 'https://api.shop.example' },
  secrets: { newsletterHmac: 'secret-a' },
} as unknown as Parameters<typeof digitalLinks>[0];

const line = (id: string, itemType: string): StoredOrderLine =>
  ({
    id,
    itemType,
    name: id,
    quantity: 1,
    fulfilledQuantity: 0,
    refundedQuantity: 0,
    restockedQuantity: 0,
  }) as StoredOrderLine;

const order = {
  id: '11111111-1111-4111-8111-111111111111',
  lines: [line('d', 'DIGITAL'), line('p', 'PHYSICAL')],
} as OrderRow;

describe('download links', () => {
  const now = new Date('2026-01-01T00:00:00.000Z');
  const [digital, physical] = digitalLinks(keys, order, now);
  const url = new URL(digital!.digitalFile!.link!);
  const expires = url.searchParams.get('expires')!;
  const signature = url.searchParams.get('signature')!;

  it('are given to digital lines only, expiring after the set days', () => {
    expect(physical!.digitalFile).toBeUndefined();
    expect(url.pathname).toBe(`/v1/orders/${order.id}/downloads/d`);
    expect(Date.parse(digital!.digitalFile!.expirationDate!) - now.getTime()).toBe(
      DOWNLOAD_DAYS * 86_400_000,
    );
  });

  it('hold until they expire, and only as signed, for that order, line and key', () => {
    expect(checkDownloadLink(keys, order.id, 'd', expires, signature, now)).toBe('OK');
    expect(checkDownloadLink(keys, order.id, 'd', expires, signature, new Date(Date.parse(expires)))).toBe(
      'EXPIRED',
    );
    expect(checkDownloadLink(keys, order.id, 'p', expires, signature, now)).toBe('INVALID');
    expect(checkDownloadLink(keys, order.id, 'd', '2999-01-01T00:00:00.000Z', signature, now)).toBe(
      'INVALID',
    );
    const other = { ...keys, secrets: { newsletterHmac: 'secret-b' } } as typeof keys;
    expect(checkDownloadLink(other, order.id, 'd', expires, signature, now)).toBe('INVALID');
  });

  it('are not replaced once given', () => {
    const paid = { ...order, lines: digitalLinks(keys, order, now) } as OrderRow;
    expect(digitalLinks(keys, paid, new Date('2026-02-01T00:00:00.000Z'))[0]).toEqual(paid.lines[0]);
  });
});
