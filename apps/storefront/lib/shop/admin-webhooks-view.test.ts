import { describe, expect, it } from 'vitest';
import {
  deliveriesHref,
  deliveriesQuery,
  deliveryLine,
  durationText,
  eventLabel,
  invitationInput,
  parseDeliveriesParams,
  staffRows,
  webhookInput,
} from './admin-webhooks-view';

const known = ['catalog.product.created', 'ecom.order.created'];

describe('the webhook form', () => {
  it('sends a full address and the known events checked', () => {
    expect(
      webhookInput(
        {
          url: ' https://hooks.example/a ',
          description: ' ERP ',
          eventTypes: ['catalog.product.created', 'made.up'],
          enabled: true,
        },
        known,
      ),
    ).toEqual({
      input: {
        url: 'https://hooks.example/a',
        description: 'ERP',
        eventTypes: ['catalog.product.created'],
        enabled: true,
      },
      fields: {},
    });
  });

  it('takes one checked box given as a text, and names the fields to correct', () => {
    const one = webhookInput(
      {
        url: 'http://x.test',
        description: '',
        eventTypes: 'ecom.order.created' as unknown as string[],
        enabled: false,
      },
      known,
    );
    expect(one.input.eventTypes).toEqual(['ecom.order.created']);
    expect(webhookInput({ url: '', description: '', eventTypes: [], enabled: true }, known).fields).toEqual({
      url: 'Enter the address that receives the events',
      eventTypes: 'Choose at least one event',
    });
    expect(
      webhookInput({ url: 'ftp://x.test', description: '', eventTypes: known, enabled: true }, known).fields
        .url,
    ).toBe('Enter a full web address, starting with https://');
  });

  it('names events in words', () => {
    expect(eventLabel('catalog.product.created')).toBe('Product created');
    expect(eventLabel('ecom.order.payment_status_updated')).toBe('Order payment status updated');
    expect(eventLabel('*')).toBe('Every event');
  });
});

describe('the delivery log', () => {
  it('keeps its page and status in the URL, a new filter starting at page 1', () => {
    const params = parseDeliveriesParams({ page: '3', status: 'failed' });
    expect(params).toEqual({ page: 3, status: 'FAILED' });
    expect(deliveriesQuery(params)).toEqual({ limit: 25, offset: 50, status: 'FAILED' });
    expect(parseDeliveriesParams({ page: '0', status: 'nope' })).toEqual({ page: 1, status: '' });
    expect(deliveriesHref('w1', params, { page: 4 })).toBe('/admin/webhooks/w1?status=FAILED&page=4');
    expect(deliveriesHref('w1', params, { status: '' })).toBe('/admin/webhooks/w1');
  });

  const base = {
    status: 'PENDING' as const,
    attempts: 1,
    attemptLimit: 10,
    lastStatusCode: 500,
    lastError: null,
    lastDurationMs: 1234,
    createdDate: '2026-01-01T10:00:00.000Z',
    deliveredDate: null,
  };

  it('says a failed attempt being retried, and how long that attempt took', () => {
    expect(deliveryLine(base)).toEqual({
      status: 'Retrying',
      answer: 'HTTP 500',
      duration: 'took 1.2 s',
      attempts: '1 of 10',
      took: '—',
    });
    expect(deliveryLine({ ...base, lastDurationMs: 87 }).duration).toBe('took 87 ms');
    expect(deliveryLine({ ...base, lastDurationMs: null }).duration).toBe('');
  });

  it('says a delivered one and how long it took; a failed one without an answer says why', () => {
    expect(
      deliveryLine({
        ...base,
        status: 'DELIVERED',
        attempts: 2,
        lastStatusCode: 200,
        deliveredDate: '2026-01-01T10:00:31.500Z',
      }),
    ).toMatchObject({ status: 'Delivered', answer: 'HTTP 200', took: '32 s' });
    expect(
      deliveryLine({ ...base, status: 'FAILED', lastStatusCode: null, lastError: 'timed out' }),
    ).toMatchObject({ status: 'Failed', answer: 'No answer: timed out' });
    expect(deliveryLine({ ...base, attempts: 0, lastStatusCode: null })).toMatchObject({
      status: 'Waiting',
      answer: 'Not sent yet',
    });
  });

  it('says durations in the unit that reads best', () => {
    expect(durationText(420)).toBe('420 ms');
    expect(durationText(2500)).toBe('2.5 s');
    expect(durationText(125_000)).toBe('2 min 5 s');
    expect(durationText(-1)).toBe('—');
  });
});

describe('staff', () => {
  it('lists the active people by name, marks the signed-in one and says the second factor', () => {
    const rows = staffRows(
      [
        { _id: 'b', name: 'Zoe', email: 'z@x.test', role: 'MANAGER', totpEnabled: false, disabled: false },
        { _id: 'a', name: 'Ada', email: 'a@x.test', role: 'OWNER', totpEnabled: true, disabled: false },
        { _id: 'c', name: 'Gone', email: 'g@x.test', role: 'CATALOG', totpEnabled: false, disabled: true },
      ],
      'a',
    );
    expect(rows.map((r) => [r.name, r.roleText, r.secondFactor, r.you])).toEqual([
      ['Ada', 'Owner', 'On', true],
      ['Zoe', 'Manager', 'Off', false],
    ]);
  });

  it('checks the invitation before sending it', () => {
    expect(invitationInput({ email: ' ada@x.test ', role: 'CATALOG' })).toEqual({
      input: { email: 'ada@x.test', role: 'CATALOG' },
      fields: {},
    });
    expect(invitationInput({ email: 'ada', role: 'KING' }).fields).toEqual({
      email: 'Enter an email address like ada@example.com',
      role: 'Choose a role',
    });
  });
});
