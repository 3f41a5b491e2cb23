export { createClient, type Client, type ClientCore, type ClientOptions, type Modules } from './client';
export {
  ApiKeyStrategy,
  type ApiKeyStrategyOptions,
  type AuthContext,
  type AuthStrategy,
} from './auth/strategy';
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
export { newsletter, type Subscription, type SubscribeResponse } from './modules/newsletter';
