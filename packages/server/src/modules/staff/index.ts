// Site users (issue 28): the only file outside staff/ imports.
export { staffRoutes } from './routes';
export { staffAuthenticator } from './sessions';
export { createOwner, issueSetupCode } from './setup';
export { staffWire } from './wire';
