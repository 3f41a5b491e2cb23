/**
 * Apps' API keys and the audit log (elevated clients). A key (`ak_...`) holds at most its creator's
 * permissions; its secret is answered once, by `createApiKey`, and never again. Errors: `ValidationError`
 * (a malformed body, an unknown permission name), `ApplicationError` PERMISSION_NOT_HELD (403, more than the
 * creator holds), API_KEY_EXPIRY_PAST (400), NOT_FOUND (404), PERMISSION_DENIED (403: making and revoking
 * keys needs `staff:write`, listing them and reading the audit log `staff:read`).
 */
import { defineModule } from '../module';
import type * as Wire from '../wire/api-keys';
import type * as AuditWire from '../wire/audit';

export type ApiKey = Wire.ApiKey;
export type CreateApiKeyInput = Wire.CreateApiKeyBody;
/**
 * An audit entry in the client's form (`_id`, `_createdDate` a Date); `before` and `after` are the JSON the
 * server stored, untouched (their keys are the server's).
 */
export type AuditEntry = Omit<AuditWire.AuditEntry, 'id' | 'createdDate'> & {
  _id: string;
  _createdDate: Date;
};
export interface AuditLogPage {
  entries: AuditEntry[];
  metadata: AuditWire.QueryAuditLogReply['metadata'];
}

const entryOf = ({ id, createdDate, ...rest }: AuditWire.AuditEntry): AuditEntry => ({
  _id: id,
  _createdDate: new Date(createdDate),
  ...rest,
});

export const apiKeys = defineModule(
  (context) => ({
    /** POST /v1/api-keys: the key and its secret (shown once). */
    createApiKey: (input: CreateApiKeyInput): Promise<Wire.CreateApiKeyReply> =>
      context.request({ method: 'POST', path: '/v1/api-keys', body: { ...input } }),
    /** GET /v1/api-keys: the keys not revoked, with their last use (never a secret). */
    listApiKeys: (): Promise<Wire.ListApiKeysReply> =>
      context.request({ method: 'GET', path: '/v1/api-keys' }),
    /** DELETE /v1/api-keys/{id}: the key is refused from its next call. */
    revokeApiKey: async (id: string): Promise<void> => {
      await context.request({ method: 'DELETE', path: `/v1/api-keys/${encodeURIComponent(id)}` });
    },
    /**
     * POST /v1/audit-log/query: filter by `actor.*`, `entity.*`, `action`, `createdDate`; paging or cursor
     * paging; newest first unless sorted otherwise.
     */
    queryAuditLog: async (query: Record<string, unknown> = {}): Promise<AuditLogPage> => {
      const answer = await context.request<AuditWire.QueryAuditLogReply>({
        method: 'POST',
        path: '/v1/audit-log/query',
        body: { query },
        rules: false,
      });
      return { entries: answer.entries.map(entryOf), metadata: answer.metadata };
    },
  }),
  { elevated: ['createApiKey', 'listApiKeys', 'revokeApiKey', 'queryAuditLog'] },
);
