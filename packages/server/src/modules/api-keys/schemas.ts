import { Type } from 'typebox';
import { ALL_PERMISSIONS } from '../../http/permissions';
import { StorableText } from '../../lib/input-schemas';

const closed = { additionalProperties: false } as const;
const DateTime = Type.String({ format: 'date-time' });

/** An app's API key as listed: never its secret, only the secret's first characters. */
export const ApiKey = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  secretStart: Type.String(),
  permissions: Type.Array(Type.Enum([...ALL_PERMISSIONS])),
  /** `staff:<id>`, `apiKey:<id>` or `operator`. */
  createdBy: Type.String(),
  createdDate: DateTime,
  expiresDate: Type.Optional(DateTime),
  lastUsedDate: Type.Optional(DateTime),
});

/** Permission names are checked by the service: an unknown one is a 400 naming the known ones. */
export const CreateApiKeyBody = Type.Object(
  {
    name: StorableText({ minLength: 1, maxLength: 200 }),
    permissions: Type.Array(Type.String({ maxLength: 100 }), { maxItems: 50 }),
    expiresDate: Type.Optional(DateTime),
  },
  closed,
);
export const CreateApiKeyReply = Type.Object({
  apiKey: ApiKey,
  /** Shown once: only its SHA-256 is kept. */
  secret: Type.String(),
});
export const ListApiKeysReply = Type.Object({ apiKeys: Type.Array(ApiKey) });
export const ApiKeyParams = Type.Object({ id: Type.String({ format: 'uuid' }) }, closed);
export const Empty = Type.Object({}, closed);
