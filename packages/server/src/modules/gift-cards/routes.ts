import type { AppContext } from '../../context';
import { withAudit } from '../audit';
import type { Db } from '../../db/open';
import { ELEVATED, EVERYONE, route, type RouteDef } from '../../http/route-table';
import * as admin from './admin';
import { checkBalance } from './balance';
import { issueAndMail, withoutCode } from './issue';
import * as s from './schemas';

const tags = ['gift-cards'];
const area = 'ecom';

/** Gift cards: issued and managed by elevated callers; anyone holding a code may check its balance. */
export const giftCardRoutes = (ctx: AppContext): RouteDef[] => [
  route({
    method: 'POST',
    url: '/v1/gift-cards',
    area,
    roles: ELEVATED,
    permission: 'marketing:write',
    schema: { tags, body: s.IssueGiftCardBody, response: { 200: s.GiftCardReply } },
    handler: (req) => issueAndMail(ctx, req.body.giftCard),
  }),
  route({
    method: 'POST',
    url: '/v1/gift-cards/query',
    area,
    roles: ELEVATED,
    permission: 'marketing:read',
    optionalBody: true,
    schema: { tags, body: s.QueryGiftCardsBody, response: { 200: s.QueryGiftCardsReply } },
    handler: (req) => admin.queryGiftCards(ctx.db, req.body.query),
  }),
  route({
    method: 'POST',
    url: '/v1/gift-cards/balance',
    area,
    roles: EVERYONE,
    permission: 'marketing:read',
    schema: { tags, body: s.BalanceBody, response: { 200: s.BalanceReply } },
    handler: (req) => checkBalance(ctx.db, req.caller, { code: req.body.code, ip: req.ip }),
  }),
  route({
    method: 'GET',
    url: '/v1/gift-cards/:id',
    area,
    roles: ELEVATED,
    permission: 'marketing:read',
    schema: { tags, params: s.IdParams, response: { 200: s.GiftCardDetailReply } },
    handler: (req) => admin.getGiftCard(ctx.db, req.params.id),
  }),
  route({
    method: 'PATCH',
    url: '/v1/gift-cards/:id',
    area,
    roles: ELEVATED,
    permission: 'marketing:write',
    schema: { tags, params: s.IdParams, body: s.UpdateGiftCardBody, response: { 200: s.GiftCardReply } },
    handler: (req) =>
      withAudit(
        ctx.db,
        {
          action: 'giftCard.updated',
          entity: 'giftCard',
          id: req.params.id,
          before: async (tx) => withoutCode((await admin.getGiftCard(tx, req.params.id)).giftCard),
          after: (r) => withoutCode(r.giftCard),
        },
        (tx: Db) => admin.updateGiftCard(tx, req.params.id, req.body.giftCard),
      ),
  }),
];
