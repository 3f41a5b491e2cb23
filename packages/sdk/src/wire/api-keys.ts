/**
 * Wire shapes of the api-keys area, as the server sends and takes them (service form).
 * Generated from the server's schemas by `npm run contract`: do not edit.
 */

export interface ApiKey {
  id: string;
  name: string;
  secretStart: string;
  permissions: (
    | 'catalog:read'
    | 'catalog:write'
    | 'orders:read'
    | 'orders:write'
    | 'members:read'
    | 'members:write'
    | 'marketing:read'
    | 'marketing:write'
    | 'settings:read'
    | 'settings:write'
    | 'staff:read'
    | 'staff:write'
  )[];
  createdBy: string;
  createdDate: string;
  expiresDate?: string;
  lastUsedDate?: string;
}

export interface CreateApiKeyBody {
  name: string;
  permissions: string[];
  expiresDate?: string;
}

export interface CreateApiKeyReply {
  apiKey: ApiKey;
  secret: string;
}

export interface ListApiKeysReply {
  apiKeys: ApiKey[];
}
