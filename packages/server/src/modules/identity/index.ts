// Identity's front door (registration, login, verification, recovery): the only file outside identity/ imports.
export { identityRoutes } from './routes';
export { loadSecrets, type Secrets } from './secrets';
export { withinLimit } from './throttle';
