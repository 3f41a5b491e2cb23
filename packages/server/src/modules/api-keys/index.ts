// Apps' API keys: the only file outside api-keys/ imports.
export { apiKeyRoutes } from './routes';
export { appKeyAuthenticator } from './service';
export { apiKeysWire } from './wire';
