/**
 * Site users (staff): the first owner's setup, sign-in with a password and a second factor, the person's
 * own account, invitations, the owner's changes of a person and password reset by mail. Setup, sign-in,
 * accepting an invitation and reset need no client credentials; the account calls need a client made with
 * `StaffSessionStrategy` (an elevated client), `listStaff` and `listInvitations` one holding `staff:read`,
 * `invite`, `revokeInvitation` and `updateStaff` one holding `staff:write`. Sign-in, its second factor and
 * reset requests take `captchaTokens` (the members' captcha, asked after 5 failures: -19971 none sent,
 * -19970 not solved or used already).
 * Errors: `ValidationError` (a malformed body; a password shorter than 8 or longer than 256 characters);
 * `ApplicationError` STAFF_SETUP_CODE_INVALID (403), STAFF_OWNER_EXISTS (409), STAFF_EMAIL_EXISTS (409),
 * STAFF_INVALID_CREDENTIALS (401, an unknown email and a wrong password alike), STAFF_CHALLENGE_INVALID (401,
 * the sign-in expired or took 5 wrong codes), STAFF_SECOND_FACTOR_INVALID (401, a wrong or used code),
 * WRONG_CURRENT_PASSWORD (400), STAFF_TOTP_EXISTS (409), STAFF_TOTP_NOT_STARTED (409), TOO_MANY_ATTEMPTS
 * (429), INVALID_TOKEN (401, a session ended: 30 minutes unused or 12 hours old), PERMISSION_DENIED (403),
 * STAFF_INVITATION_INVALID (400, an invitation used, revoked or expired), STAFF_RESET_TOKEN_INVALID (400),
 * STAFF_LAST_OWNER (409), STAFF_CANNOT_DISABLE_SELF (409), TOO_MANY_REQUESTS (429, reset requests).
 * STAFF_PASSKEY_INVALID (401, a passkey refused at sign-in), STAFF_PASSKEY_REGISTRATION_INVALID (400),
 * STAFF_PASSKEY_EXISTS (409), STAFF_PASSKEY_LIMIT (409), NOT_FOUND (404, another person's or a removed passkey).
 *
 * Passkeys: the `options` answered are @simplewebauthn/server's JSON, for @simplewebauthn/browser's
 * `startRegistration({ optionsJSON })` / `startAuthentication({ optionsJSON })`, whose answers are sent back as
 * `response` untouched (these calls skip the SDK's key renaming).
 */
import { toWireCaptcha, type CaptchaTokens, type WireCaptchaTokens } from '../auth/wire';
import type { ClientForm } from '../client-form';
import { defineModule } from '../module';
import type * as Wire from '../wire/staff';

export type StaffMember = ClientForm<Wire.Staff>;
export type StaffSession = Wire.StaffSession;
export type StaffSessionInfo = ClientForm<Wire.SessionInfo>;
export type StaffLoginResponse = Wire.LoginReply;
export type StaffSetupInput = Wire.SetupBody;
export type StaffInvitation = ClientForm<Wire.StaffInvitation>;
export type StaffRole = Wire.Staff['role'];
export type StaffChange = Wire.StaffPatchBody;
export interface StaffCaptchaOptions {
  /** The solved captcha, once the server asks for one (-19971). */
  captchaTokens?: CaptchaTokens | WireCaptchaTokens;
}

const captchaOf = (options: StaffCaptchaOptions | undefined) => {
  const wire = toWireCaptcha(options?.captchaTokens);
  return wire ? { captchaTokens: wire } : {};
};

export type StaffPasskey = ClientForm<Wire.Passkey>;
/** WebAuthn options JSON (PublicKeyCredentialCreationOptionsJSON / ...RequestOptionsJSON). */
export type PasskeyOptions = Wire.PasskeyOptionsReply['options'] & Record<string, unknown>;
/** What @simplewebauthn/browser's startRegistration / startAuthentication resolve to. */
export interface PasskeyAnswer {
  id: string;
  rawId: string;
  type: string;
  response: object;
  clientExtensionResults: object;
  authenticatorAttachment?: string | undefined;
}

const sessionPath = (id: string) => `/v1/staff/me/sessions/${encodeURIComponent(id)}`;
const passkeyPath = (id: string) => `/v1/staff/me/passkeys/${encodeURIComponent(id)}`;
/** WebAuthn JSON travels as it is: its `id` keys are the credential's, not the SDK's `_id`. */
const verbatim = { rules: false } as const;

/** A passkey as the other calls give it (dates as Date), from its wire form. */
const passkeyOf = (p: Wire.Passkey): StaffPasskey => ({
  _id: p.id,
  name: p.name,
  transports: p.transports,
  _createdDate: new Date(p.createdDate),
  lastUsedDate: p.lastUsedDate === null ? null : new Date(p.lastUsedDate),
});

export const staff = defineModule(
  (context) => ({
    /** GET /v1/staff/setup: whether the shop still needs its first owner. */
    getSetup: (): Promise<Wire.SetupNeededReply> =>
      context.request({ method: 'GET', path: '/v1/staff/setup' }),
    /** POST /v1/staff/setup with the code the server printed: the owner and a session. */
    setUpOwner: (input: StaffSetupInput): Promise<{ staff: StaffMember; session: StaffSession }> =>
      context.request({ method: 'POST', path: '/v1/staff/setup', body: { ...input } }),
    /** POST /v1/staff/login: `{ session }`, or `{ secondFactorRequired, challengeToken }`. */
    login: (email: string, password: string, options?: StaffCaptchaOptions): Promise<StaffLoginResponse> =>
      context.request({
        method: 'POST',
        path: '/v1/staff/login',
        body: { email, password, ...captchaOf(options) },
      }),
    /** POST /v1/staff/login/second-factor: a TOTP code or a recovery code. */
    loginSecondFactor: (
      challengeToken: string,
      code: string,
      options?: StaffCaptchaOptions,
    ): Promise<{ session: StaffSession }> =>
      context.request({
        method: 'POST',
        path: '/v1/staff/login/second-factor',
        body: { challengeToken, code, ...captchaOf(options) },
      }),
    /** POST /v1/staff/invitations/accept with the link's token: the new person and a session. */
    acceptInvitation: (input: {
      token: string;
      password: string;
      name: string;
    }): Promise<{ staff: StaffMember; session: StaffSession }> =>
      context.request({ method: 'POST', path: '/v1/staff/invitations/accept', body: { ...input } }),
    /** POST /v1/staff/password-reset: mails a reset link if the email has staff (the answer never tells). */
    requestPasswordReset: async (email: string, options?: StaffCaptchaOptions): Promise<void> => {
      await context.request({
        method: 'POST',
        path: '/v1/staff/password-reset',
        body: { email, ...captchaOf(options) },
      });
    },
    /** POST /v1/staff/password-reset/confirm: sets the password and ends every session; sign in again. */
    confirmPasswordReset: async (token: string, newPassword: string): Promise<void> => {
      await context.request({
        method: 'POST',
        path: '/v1/staff/password-reset/confirm',
        body: { token, newPassword },
      });
    },
    /** POST /v1/staff/login/passkey/options: WebAuthn options for the second factor of `challengeToken`. */
    passkeySecondFactorOptions: (challengeToken: string): Promise<{ options: PasskeyOptions }> =>
      context.request({
        method: 'POST',
        path: '/v1/staff/login/passkey/options',
        body: { challengeToken },
        ...verbatim,
      }),
    /** POST /v1/staff/login/passkey: the browser's assertion as the second factor; a session. */
    loginPasskeySecondFactor: (
      challengeToken: string,
      response: PasskeyAnswer,
    ): Promise<{ session: StaffSession }> =>
      context.request({
        method: 'POST',
        path: '/v1/staff/login/passkey',
        body: { challengeToken, response },
        ...verbatim,
      }),
    /** POST /v1/staff/login/passwordless/options: WebAuthn options for a sign-in without an email. */
    passwordlessOptions: (): Promise<{ options: PasskeyOptions }> =>
      context.request({
        method: 'POST',
        path: '/v1/staff/login/passwordless/options',
        body: {},
        ...verbatim,
      }),
    /** POST /v1/staff/login/passwordless: a discoverable passkey's assertion (user verified); a session. */
    loginPasswordless: (response: PasskeyAnswer): Promise<{ session: StaffSession }> =>
      context.request({
        method: 'POST',
        path: '/v1/staff/login/passwordless',
        body: { response },
        ...verbatim,
      }),
    logout: async (): Promise<void> => {
      await context.request({ method: 'POST', path: '/v1/staff/logout', body: {} });
    },
    me: (): Promise<{ staff: StaffMember }> => context.request({ method: 'GET', path: '/v1/staff/me' }),
    listMySessions: (): Promise<{ sessions: StaffSessionInfo[] }> =>
      context.request({ method: 'GET', path: '/v1/staff/me/sessions' }),
    endMySession: async (id: string): Promise<void> => {
      await context.request({ method: 'DELETE', path: sessionPath(id) });
    },
    /** Ends the person's other sessions. */
    changePassword: async (currentPassword: string, newPassword: string): Promise<void> => {
      await context.request({
        method: 'POST',
        path: '/v1/staff/me/password',
        body: { currentPassword, newPassword },
      });
    },
    /** The secret and otpauth:// URL to show (as a QR code drawn locally) for an authenticator app. */
    startTotp: (currentPassword: string): Promise<Wire.TotpStartReply> =>
      context.request({ method: 'POST', path: '/v1/staff/me/totp', body: { currentPassword } }),
    /** Switches the authenticator app on; answers ten single-use recovery codes, shown once. */
    confirmTotp: (code: string): Promise<Wire.TotpConfirmReply> =>
      context.request({ method: 'POST', path: '/v1/staff/me/totp/confirm', body: { code } }),
    listMyPasskeys: (): Promise<{ passkeys: StaffPasskey[] }> =>
      context.request({ method: 'GET', path: '/v1/staff/me/passkeys' }),
    /** WebAuthn options to create a passkey, after the current password. */
    passkeyRegistrationOptions: (currentPassword: string): Promise<{ options: PasskeyOptions }> =>
      context.request({
        method: 'POST',
        path: '/v1/staff/me/passkeys/options',
        body: { currentPassword },
        ...verbatim,
      }),
    /** Keeps the passkey the browser made; ends the person's other sessions. */
    addPasskey: async (response: PasskeyAnswer, name?: string): Promise<{ passkey: StaffPasskey }> => {
      const answer = await context.request<{ passkey: Wire.Passkey }>({
        method: 'POST',
        path: '/v1/staff/me/passkeys',
        body: { response, ...(name === undefined ? {} : { name }) },
        ...verbatim,
      });
      return { passkey: passkeyOf(answer.passkey) };
    },
    renamePasskey: (id: string, name: string): Promise<{ passkey: StaffPasskey }> =>
      context.request({ method: 'PATCH', path: passkeyPath(id), body: { name } }),
    /** Removes a passkey, after the current password; ends the person's other sessions. */
    removePasskey: async (id: string, currentPassword: string): Promise<void> => {
      await context.request({ method: 'DELETE', path: passkeyPath(id), body: { currentPassword } });
    },
    /** The owner's policy: whether every staff member must use a second factor (`staff:read`). */
    getSettings: (): Promise<Wire.StaffSettingsReply> =>
      context.request({ method: 'GET', path: '/v1/staff/settings' }),
    /** Sets the policy (`staff:write`). */
    updateSettings: (settings: Wire.StaffSettingsBody): Promise<Wire.StaffSettingsReply> =>
      context.request({ method: 'PATCH', path: '/v1/staff/settings', body: { ...settings } }),
    listStaff: (): Promise<{ staff: StaffMember[] }> => context.request({ method: 'GET', path: '/v1/staff' }),
    /** Changes a person's role or disables them (their sessions end); never the last enabled owner. */
    updateStaff: (id: string, change: StaffChange): Promise<{ staff: StaffMember }> =>
      context.request({ method: 'PATCH', path: `/v1/staff/${encodeURIComponent(id)}`, body: { ...change } }),
    /** Mails a single-use invitation link, valid 7 days, for `role`. */
    invite: (email: string, role: StaffRole): Promise<{ invitation: StaffInvitation }> =>
      context.request({ method: 'POST', path: '/v1/staff/invitations', body: { email, role } }),
    /** The invitations not yet accepted, revoked or expired. */
    listInvitations: (): Promise<{ invitations: StaffInvitation[] }> =>
      context.request({ method: 'GET', path: '/v1/staff/invitations' }),
    revokeInvitation: async (id: string): Promise<void> => {
      await context.request({ method: 'DELETE', path: `/v1/staff/invitations/${encodeURIComponent(id)}` });
    },
  }),
  {
    elevated: [
      'logout',
      'me',
      'listMySessions',
      'endMySession',
      'changePassword',
      'startTotp',
      'confirmTotp',
      'listMyPasskeys',
      'passkeyRegistrationOptions',
      'addPasskey',
      'renamePasskey',
      'removePasskey',
      'listStaff',
      'getSettings',
      'updateSettings',
      'updateStaff',
      'invite',
      'listInvitations',
      'revokeInvitation',
    ],
  },
);
