import { Type } from 'typebox';

const Uuid = Type.String({ format: 'uuid' });

/** POST /v1/back-in-stock/requests: the sold-out variant a member wants to hear of (the empty variant for a product without options). */
export const RequestBody = Type.Object({ productId: Uuid, variantId: Uuid }, { additionalProperties: false });

export const RequestStatus = Type.Union([Type.Literal('WAITING'), Type.Literal('NOTIFIED')]);

export const BackInStockRequest = Type.Object({
  id: Type.String(),
  memberId: Type.String(),
  productId: Type.String(),
  variantId: Type.String(),
  /** WAITING until the variant is back and the member was mailed; then NOTIFIED. */
  status: RequestStatus,
  /** The product's name and slug and the variant's choices (option name -> choice name), as shoppers see them. */
  productName: Type.String(),
  productSlug: Type.String(),
  choices: Type.Record(Type.String(), Type.String()),
  createdDate: Type.String({ format: 'date-time' }),
  notifiedDate: Type.Optional(Type.String({ format: 'date-time' })),
});

export const RequestReply = Type.Object({ request: BackInStockRequest });

export const RequestsReply = Type.Object({ requests: Type.Array(BackInStockRequest) });

export const RequestParams = Type.Object({ id: Type.String({ maxLength: 100 }) });

export const EmptyReply = Type.Object({}, { additionalProperties: false });

/** GET /v1/back-in-stock/requests (the merchant's list), newest first. */
export const MerchantQuery = Type.Object({
  productId: Type.Optional(Uuid),
  status: Type.Optional(RequestStatus),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 50 }),
  offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
});

export const MerchantReply = Type.Object({
  requests: Type.Array(BackInStockRequest),
  metadata: Type.Object({ count: Type.Integer(), offset: Type.Integer(), total: Type.Integer() }),
});
