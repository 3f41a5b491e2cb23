// The members' front door (member profiles and the accounts behind them): the only file outside members/ imports.
export { memberRoutes } from './routes';
export { EMAIL_EXISTS, normalizeEmail, statusFor } from './account-rules';
export { fromIdentityProfile, identityProfileOf } from './rules';
export { IdentityProfile, type IdentityProfileInput } from './schemas';
export { insertMember, loadMember, recordMemberEvent } from './store';
export { membersWire } from './wire';
