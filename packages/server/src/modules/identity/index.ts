// Identity's front door (registration, login, verification, recovery): the only file outside identity/ imports.
export { identityRoutes } from './routes';
export { loadSecrets, type Secrets } from './secrets';
export { withinLimit } from './throttle';
// The one password hashing and brute-force limiter, shared with the staff module's sign-in.
export { hashPassword, verifyPassword } from './passwords';
export { accountGate, clearAccountFailures, gateFor, recordAccountFailure, recordFailure } from './throttle';
export { PASSWORD_MAX, passwordViolation } from './rules';
// The one captcha, shared with staff sign-in and password reset.
export { requireCaptcha } from './captcha';
export { captchaSettings } from './service';
export { CaptchaTokens } from './schemas';
