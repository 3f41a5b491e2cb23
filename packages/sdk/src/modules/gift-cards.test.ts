import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../test/fake-fetch';
import { ApiKeyStrategy } from '../auth/strategy';
import { createClient } from '../client';
import { ELEVATED_CLIENT_REQUIRED_MESSAGE } from '../errors';
import { giftCards } from './gift-cards';
import { mailOutbox } from './mail-outbox';

const CARD = {
  id: 'c1',
  code: 'ABCD-EFGH-JKLM-NPQR',
  currency: 'USD',
  initialBalance: '50.00',
  balance: '50.00',
  disabled: false,
  status: 'ACTIVE',
  mailedDate: '2026-11-27T10:00:00.000Z',
  createdDate: '2026-11-27T10:00:00.000Z',
  updatedDate: '2026-11-27T10:00:00.000Z',
};

const elevated = (answer: Parameters<typeof fakeFetch>[0]) => {
  const { fetch, calls } = fakeFetch(answer);
  const client = createClient({
    baseUrl: 'https://api.test',
    fetch,
    auth: ApiKeyStrategy({ apiKey: 'k'.repeat(24) }),
    modules: { giftCards, mailOutbox },
  });
  return { client, calls };
};

describe('giftCards', () => {
  it('needs an elevated client', () => {
    const { fetch } = fakeFetch({ body: {} });
    const client = createClient({ baseUrl: 'https://api.test', fetch, modules: { giftCards } });
    expect(() => client.giftCards.queryGiftCards()).toThrow(ELEVATED_CLIENT_REQUIRED_MESSAGE);
  });

  it('issues, queries, reads and updates cards, in the client form', async () => {
    const { client, calls } = elevated((call) =>
      call.url.endsWith('/query')
        ? {
            body: {
              giftCards: [CARD],
              metadata: { items: 1, offset: 0, total: 1, tooManyToCount: false, cursors: {} },
            },
          }
        : call.method === 'GET'
          ? {
              body: {
                giftCard: CARD,
                redemptions: [{ orderId: 'o1', amount: '5.00', createdDate: CARD.createdDate }],
              },
            }
          : { body: { giftCard: CARD } },
    );
    const issued = await client.giftCards.issueGiftCard({
      initialBalance: '50',
      currency: 'USD',
      recipient: { email: 'june@example.test', message: 'Hi' },
    });
    expect(issued).toMatchObject({ _id: 'c1', code: CARD.code });
    expect(issued.mailedDate).toBeInstanceOf(Date);
    const page = await client.giftCards.queryGiftCards({ filter: { code: { $endsWith: 'NPQR' } } });
    expect(page.giftCards[0]!._createdDate).toBeInstanceOf(Date);
    const detail = await client.giftCards.getGiftCard('c 1');
    expect(detail.redemptions[0]).toMatchObject({ orderId: 'o1', amount: '5.00' });
    await client.giftCards.updateGiftCard('c1', { disabled: true });
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      [
        'POST',
        'https://api.test/v1/gift-cards',
        {
          giftCard: {
            initialBalance: '50',
            currency: 'USD',
            recipient: { email: 'june@example.test', message: 'Hi' },
          },
        },
      ],
      [
        'POST',
        'https://api.test/v1/gift-cards/query',
        { query: { filter: { code: { $endsWith: 'NPQR' } } } },
      ],
      ['GET', 'https://api.test/v1/gift-cards/c%201', undefined],
      ['PATCH', 'https://api.test/v1/gift-cards/c1', { giftCard: { disabled: true } }],
    ]);
  });
});

describe('mailOutbox', () => {
  it('lists the kept mail as the server sends it', async () => {
    const message = {
      id: '7',
      kind: 'gift-card',
      to: 'a@b.test',
      subject: 'S',
      text: 'T',
      html: 'H',
      createdDate: CARD.createdDate,
    };
    const { client, calls } = elevated({ body: { messages: [message] } });
    expect(await client.mailOutbox.listOutbox({ to: 'a@b.test', limit: 5 })).toEqual([message]);
    expect(calls[0]!.url).toBe('https://api.test/v1/dev/outbox?limit=5&to=a%40b.test');
  });
});
