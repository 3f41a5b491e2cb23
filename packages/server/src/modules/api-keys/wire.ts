/** API key wire shapes published to clients: the SDK's types are generated from them. */
import type { NamedShapes } from '../../contract/render-types';
import * as s from './schemas';

export const apiKeysWire: NamedShapes = {
  ApiKey: s.ApiKey,
  CreateApiKeyBody: s.CreateApiKeyBody,
  CreateApiKeyReply: s.CreateApiKeyReply,
  ListApiKeysReply: s.ListApiKeysReply,
};
