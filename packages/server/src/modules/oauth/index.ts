// OAuth's front door (clients, token families, redirect sessions): the only file outside oauth/ imports.
export { oauthRoutes } from './routes';
export { findClient } from './clients';
export { postFlowUrlAllowed } from './rules';
export { accessTokenAuthenticator, revokeMemberSessions, revokeSession, signedInAt } from './tokens';
