export { createClient, type Client, type ClientCore, type ClientOptions, type Modules } from './client';
export {
  ApiKeyStrategy,
  StaffSessionStrategy,
  type StaffSessionStrategyOptions,
  type ApiKeyStrategyOptions,
  type AuthContext,
  type AuthStrategy,
} from './auth/strategy';
export { OAuthStrategy } from './auth/oauth';
export type {
  LoginParams,
  OAuthStrategyApi,
  OAuthStrategyOptions,
  RegisterParams,
  TokenStorage,
} from './auth/oauth-types';
export type { AccessToken, RefreshToken, TokenRole, Tokens } from './auth/tokens';
export {
  LoginState,
  IdentityErrorCode,
  type LoginErrorCode,
  type LoginResult,
  type RegisterErrorCode,
} from './auth/login-state';
export {
  AuthError,
  TOKEN_REQUEST_FAILED_MESSAGE,
  MISSING_CODE_OR_STATE_MESSAGE,
  INVALID_STATE_MESSAGE,
  MEMBER_TOKENS_FAILED_MESSAGE,
  OAUTH_FLOW_TIMED_OUT_MESSAGE,
  UNKNOWN_STATE_MESSAGE,
  OAUTH_FLOW_TIMEOUT_MS,
} from './auth/errors';
export {
  CODE_VERIFIER_DEFAULT_LENGTH,
  CODE_VERIFIER_MAX_LENGTH,
  CODE_VERIFIER_MIN_LENGTH,
  codeChallenge,
  generateCodeVerifier,
  generatePkce,
  isCodeVerifier,
} from './auth/pkce';
export type { AuthUrlOptions, CallbackParams, OAuthData, ResponseMode } from './auth/flow';
export type { FrameWindow } from './auth/web-message';
export type {
  CaptchaTokens,
  Identity,
  RedirectSession,
  ServerState,
  StateResponse,
  WireCaptchaTokens,
} from './auth/wire';
export {
  AtelierError,
  ApplicationError,
  ValidationError,
  SystemError,
  ContextError,
  PagingError,
  errorFromResponse,
  validationMessage,
  mapFieldName,
  SYSTEM_ERROR_MESSAGE,
  CONTEXT_NOT_AVAILABLE_MESSAGE,
  ELEVATED_CLIENT_REQUIRED_MESSAGE,
  NO_NEXT_PAGE_MESSAGE,
  NO_PREVIOUS_PAGE_MESSAGE,
  CHECKOUT_TOTAL_CHANGED,
  GIFT_CARD_BALANCE_CHANGED,
  TOO_MANY_REQUESTS,
  checkoutTotalChangeOf,
  type CheckoutTotalChange,
  type ShownAmount,
  type ApplicationErrorDetails,
  type ErrorDetails,
  type FieldMap,
  type FieldViolation,
} from './errors';
export { defineModule, type Module, type ModuleApi, type ModuleContext, type ModuleOptions } from './module';
export {
  DEFAULT_PAGE_SIZE,
  QueryBuilder,
  filter,
  query,
  type Filter,
  type FilterSource,
  type PagingMode,
  type QueryMetadata,
  type QueryPage,
  type QueryRunner,
  type SortOrder,
  type Sorting,
  type WireQuery,
} from './query';
export type { QueryResult } from './query-result';
export {
  DEFAULT_RULES,
  extendRules,
  toClient,
  toService,
  toClientKey,
  toServiceKey,
  toServiceFieldPath,
  type TransformRules,
} from './transform';
export { parseImage, parsePageUrl, type ImageObject, type PageUrlObject } from './media';
export {
  MAX_GET_QUERY_LENGTH,
  METHOD_OVERRIDE_HEADER,
  REQUEST_ID_HEADER,
  toQueryString,
  type FetchFn,
  type HttpMethod,
  type RequestFn,
  type RequestOptions,
} from './transport';
export {
  newsletter,
  type ConfirmedSubscription,
  type Subscriber,
  type SubscribersExport,
  type SubscribersPage,
} from './modules/newsletter';
export {
  backInStock,
  type BackInStockRequest,
  type BackInStockRequestStatus,
  type ListBackInStockRequestsOptions,
} from './modules/back-in-stock';
export {
  products,
  encodeQueryParam,
  EMPTY_VARIANT_ID,
  type ProductVariantsResponse,
  type QueryProductsOptions,
  type QueryProductVariantsOptions,
} from './modules/products';
export type * from './modules/products-types';
export {
  productEditing,
  type MediaArrangement,
  type MediaFile,
  type MediaUpload,
  type ProductChange,
  type ProductRevisionOption,
} from './modules/product-editing';
export { collections, type CollectionsQueryResponse } from './modules/collections';
export { members } from './modules/members';
export type * from './modules/members-types';
export { identity, type SignOnParams } from './modules/identity';
export { redirects, type RedirectSessionRequest } from './modules/redirects';
export { currentCart } from './modules/current-cart';
export { carts } from './modules/carts';
export type * from './modules/cart-types';
export { cartFieldMask } from './modules/cart-calls';
export {
  checkout,
  checkoutFieldMask,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_IN_FLIGHT,
} from './modules/checkout';
export type * from './modules/checkout-types';
export { orders, orderFieldMask } from './modules/orders';
export type * from './modules/orders-types';
export {
  orderManagement,
  revisionHeaders,
  type MarkAsPaidInput,
  type OrderHistoryEntry,
  type OrderNote,
  type OrderPayment,
  type OrderRefund,
  type OrderTransactions,
  type OrdersExportQuery,
  type Refundability,
  type RefundInput,
  type RefundResponse,
  type RevisionOption,
} from './modules/order-management';
export {
  orderFulfillments,
  type CreateFulfillmentResponse,
  type FulfillmentChangeResponse,
  type FulfillmentInput,
  type FulfillmentUpdate,
  type OrderWithFulfillments,
  type TrackingInfo,
} from './modules/order-fulfillments';
export {
  shippingRates,
  type GetShippingRatesOptions,
  type ShippingRatesResponse,
} from './modules/shipping-rates';
export {
  paymentMethods,
  type PaymentMethod,
  type PaymentMethodInput,
  type PaymentMethodResponse,
  type PaymentMethodsResponse,
} from './modules/payment-methods';
export {
  pricing,
  type Coupon,
  type CouponInput,
  type DiscountEstimate,
  type DiscountEstimateRequest,
  type DiscountRule,
  type DiscountRuleInput,
  type TaxRate,
  type TaxRateInput,
  type TaxSettings,
} from './modules/pricing-admin';
export {
  shippingAdmin,
  type DeliverySlots,
  type PickupLocation,
  type PickupLocationInput,
  type ShippingRate,
  type ShippingRateInput,
  type ShippingRegion,
  type ShippingRegionInput,
} from './modules/shipping-admin';
export {
  shopSettings,
  type OpeningDay,
  type OpeningHours,
  type ShopSettings,
  type ShopSettingsChange,
  type ShopSettingsChangeSince,
  type ShopSettingsResponse,
  type ShopSettingsRevisionOption,
} from './modules/shop-settings';
export {
  staff,
  type PasskeyAnswer,
  type PasskeyOptions,
  type StaffLoginResponse,
  type StaffPasskey,
  type StaffMember,
  type StaffSession,
  type StaffSessionInfo,
  type StaffSetupInput,
  type StaffCaptchaOptions,
  type StaffChange,
  type StaffInvitation,
  type StaffRole,
} from './modules/staff';
export {
  dashboard,
  type AwaitingPaymentOrder,
  type FulfilUrgency,
  type OrdersToHandle,
  type OrderToFulfil,
  type PaymentReminder,
  type PickupOrder,
  type Sales,
  type StockToHandle,
  type TopProduct,
} from './modules/dashboard';
export {
  stock,
  type AdjustedStock,
  type StockChange,
  type StockLevel,
  type StockLevels,
  type StockLevelsQuery,
} from './modules/stock';
export {
  apiKeys,
  type ApiKey,
  type AuditEntry,
  type AuditLogPage,
  type CreateApiKeyInput,
} from './modules/api-keys';
export {
  giftCards,
  type GiftCard,
  type GiftCardDetail,
  type GiftCardPatch,
  type GiftCardRedemption,
  type GiftCardsPage,
  type GiftCardStatus,
  type IssueGiftCardInput,
} from './modules/gift-cards';
export { mailOutbox, type OutboxMessage } from './modules/mail-outbox';
export {
  draftOrders,
  type DraftOrder,
  type DraftOrderInput,
  type DraftOrdersPage,
  type DraftOrderSummary,
  type DraftProblem,
  type ListDraftOrdersOptions,
  type SentDraftOrder,
} from './modules/draft-orders';
export {
  mailTemplates,
  type MailPreview,
  type MailTemplate,
  type MailTemplateInput,
} from './modules/mail-templates';
export {
  reconcile,
  type ConfirmMatchesReply,
  type ConfirmPair,
  type MatchStatus,
  type PairOutcome,
  type PreviewStatementReply,
  type StatementCredit,
  type StatementProblem,
} from './modules/reconcile';
export {
  catalogBulk,
  type AppliedPriceChange,
  type PriceChange,
  type PriceLine,
  type PricePreview,
  type PriceTarget,
  type PriceUndo,
  type ProductExportQuery,
  type ProductImportLine,
  type ProductImportReport,
  type RecordedPriceChange,
  type SkippedProduct,
} from './modules/catalog-bulk';
export { CATALOG_APP_ID, catalogLine, type CatalogLineInput } from './modules/cart-lines';
/** The server's cart limits, from its contract. */
export { MAX_CART_LINES, MAX_LINE_QUANTITY } from './wire/carts';
export {
  CART_COOKIE,
  MAX_LOCAL_ITEMS,
  MAX_LOCAL_QUANTITY,
  addToLocalCart,
  localCartCount,
  localItemOf,
  localItemsOf,
  localQuantity,
  parseLocalCart,
  remoteLineIds,
  serializeLocalCart,
  type LocalCartChange,
  type LocalCartItem,
  type RemoteCartLine,
} from './cart/local-cart';
export {
  createLocalCart,
  LOAD_CART_FAILED_MESSAGE,
  REMOVE_ITEM_FAILED_MESSAGE,
  type CartUser,
  type LocalCart,
  type LocalCartOptions,
  type LocalCartStorage,
  type RemoteCart,
} from './cart/cart-sync';
export { countryName, formatAddress, type FormattableAddress } from './address-format';
export {
  webhooks,
  type ListDeliveriesOptions,
  type Webhook,
  type WebhookChange,
  type WebhookDeliveriesResponse,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  type WebhookInput,
  type WebhookWithSecretResponse,
} from './modules/webhooks';
