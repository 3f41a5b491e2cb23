/**
 * Wire shapes of the staff area, as the server sends and takes them (service form).
 * Generated from the server's schemas by `npm run contract`: do not edit.
 */

export interface StaffSession {
  accessToken: string;
  expiresAt: string;
}

export interface Staff {
  id: string;
  email: string;
  name: string;
  role: 'OWNER' | 'MANAGER' | 'FULFILMENT' | 'CATALOG' | 'READ_ONLY';
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
  totpEnabled: boolean;
  disabled: boolean;
  createdDate: string;
  updatedDate: string;
}

export interface SetupNeededReply {
  needed: boolean;
}

export interface SetupBody {
  setupCode: string;
  email: string;
  password: string;
  name: string;
}

export interface SetupReply {
  staff: Staff;
  session: StaffSession;
}

export interface LoginBody {
  email: string;
  password: string;
  captchaTokens?: Record<string, string>[];
}

export interface LoginReply {
  session?: StaffSession;
  secondFactorRequired?: boolean;
  challengeToken?: string;
  secondFactors?: ('totp' | 'passkey')[];
  secondFactorSetupRequired?: boolean;
}

export interface SecondFactorBody {
  challengeToken: string;
  code: string;
  captchaTokens?: Record<string, string>[];
}

export interface SessionReply {
  session: StaffSession;
}

export interface MeReply {
  staff: Staff;
}

export interface StaffListReply {
  staff: Staff[];
}

export interface SessionInfo {
  id: string;
  current: boolean;
  createdDate: string;
  lastUsedDate: string;
  expiresAt: string;
  userAgent: string;
  address: string;
}

export interface SessionsReply {
  sessions: SessionInfo[];
}

export interface PasswordBody {
  currentPassword: string;
  newPassword: string;
}

export interface CurrentPasswordBody {
  currentPassword: string;
}

export interface TotpStartReply {
  secret: string;
  otpauthUrl: string;
}

export interface TotpConfirmBody {
  code: string;
}

export interface TotpConfirmReply {
  recoveryCodes: string[];
}

export interface StaffSettings {
  requireSecondFactor: boolean;
}

export interface StaffSettingsBody {
  requireSecondFactor: boolean;
}

export interface StaffSettingsReply {
  settings: StaffSettings;
}

export interface StaffInvitation {
  id: string;
  email: string;
  role: 'OWNER' | 'MANAGER' | 'FULFILMENT' | 'CATALOG' | 'READ_ONLY';
  invitedBy?: string;
  createdDate: string;
  expiresAt: string;
}

export interface InvitationBody {
  email: string;
  role: 'OWNER' | 'MANAGER' | 'FULFILMENT' | 'CATALOG' | 'READ_ONLY';
}

export interface InvitationReply {
  invitation: StaffInvitation;
}

export interface InvitationsReply {
  invitations: StaffInvitation[];
}

export interface AcceptInvitationBody {
  token: string;
  password: string;
  name: string;
}

export interface StaffPatchBody {
  role?: 'OWNER' | 'MANAGER' | 'FULFILMENT' | 'CATALOG' | 'READ_ONLY';
  disabled?: boolean;
}

export interface StaffReply {
  staff: Staff;
}

export interface PasswordResetBody {
  email: string;
  captchaTokens?: Record<string, string>[];
}

export interface PasswordResetConfirmBody {
  token: string;
  newPassword: string;
}

export interface RegistrationAnswer {
  id: string;
  rawId: string;
  type: 'public-key';
  clientExtensionResults: Record<string, never>;
  authenticatorAttachment?: 'platform' | 'cross-platform';
  response: {
    clientDataJSON: string;
    attestationObject: string;
    transports?: string[];
  };
}

export interface AuthenticationAnswer {
  id: string;
  rawId: string;
  type: 'public-key';
  clientExtensionResults: Record<string, never>;
  authenticatorAttachment?: 'platform' | 'cross-platform';
  response: {
    clientDataJSON: string;
    authenticatorData: string;
    signature: string;
    userHandle?: string;
  };
}

export interface PasskeyOptionsReply {
  options: {
    challenge: string;
  };
}

export interface Passkey {
  id: string;
  name: string;
  transports: string[];
  createdDate: string;
  lastUsedDate: string | null;
}

export interface PasskeyAddBody {
  name?: string;
  response: RegistrationAnswer;
}

export interface PasskeyReply {
  passkey: Passkey;
}

export interface PasskeysReply {
  passkeys: Passkey[];
}

export interface PasskeyRenameBody {
  name: string;
}

export interface ChallengeBody {
  challengeToken: string;
}

export interface PasskeySecondFactorBody {
  challengeToken: string;
  response: AuthenticationAnswer;
}

export interface PasswordlessBody {
  response: AuthenticationAnswer;
}
