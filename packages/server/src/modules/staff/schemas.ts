import { Type } from 'typebox';
import { CaptchaTokens, PASSWORD_MAX } from '../identity';
import { PASSKEY_NAME_MAX } from './rules';
import { ALL_PERMISSIONS, STAFF_ROLES } from '../../http/permissions';

const closed = { additionalProperties: false } as const;
const Email = Type.String({ format: 'email', maxLength: 254 });
/** Length rules of a new password are the members' (identity/rules.ts), checked by the service. */
const Password = Type.String({ minLength: 1, maxLength: PASSWORD_MAX * 4 });
const Code = Type.String({ minLength: 1, maxLength: 64 });

export const Session = Type.Object({
  accessToken: Type.String(),
  expiresAt: Type.String({ format: 'date-time' }),
});

export const Staff = Type.Object({
  id: Type.String({ format: 'uuid' }),
  email: Type.String(),
  name: Type.String(),
  role: Type.Enum([...STAFF_ROLES]),
  permissions: Type.Array(Type.Enum([...ALL_PERMISSIONS])),
  totpEnabled: Type.Boolean(),
  disabled: Type.Boolean(),
  createdDate: Type.String({ format: 'date-time' }),
  updatedDate: Type.String({ format: 'date-time' }),
});

export const SetupNeededReply = Type.Object({ needed: Type.Boolean() });

export const SetupBody = Type.Object(
  {
    setupCode: Code,
    email: Email,
    password: Password,
    name: Type.String({ minLength: 1, maxLength: 200 }),
  },
  closed,
);
export const SetupReply = Type.Object({ staff: Staff, session: Session });

/** Sign-in and reset requests take the members' captcha (`captchaTokens`) once failures ask for it. */
export const LoginBody = Type.Object(
  { email: Email, password: Password, captchaTokens: CaptchaTokens },
  closed,
);
export const LoginReply = Type.Object({
  session: Type.Optional(Session),
  secondFactorRequired: Type.Optional(Type.Boolean()),
  challengeToken: Type.Optional(Type.String()),
  /** With `secondFactorRequired`: the second factors the person has, any of which finishes the sign-in. */
  secondFactors: Type.Optional(Type.Array(Type.Enum(['totp', 'passkey']))),
  /** The owner requires a second factor and this person has none: the session may only set one up. */
  secondFactorSetupRequired: Type.Optional(Type.Boolean()),
});

export const SecondFactorBody = Type.Object(
  { challengeToken: Type.String({ minLength: 1, maxLength: 200 }), code: Code, captchaTokens: CaptchaTokens },
  closed,
);
export const SessionReply = Type.Object({ session: Session });

export const MeReply = Type.Object({ staff: Staff });
export const StaffListReply = Type.Object({ staff: Type.Array(Staff) });

export const SessionInfo = Type.Object({
  id: Type.String({ format: 'uuid' }),
  current: Type.Boolean(),
  createdDate: Type.String({ format: 'date-time' }),
  lastUsedDate: Type.String({ format: 'date-time' }),
  expiresAt: Type.String({ format: 'date-time' }),
  userAgent: Type.String(),
  address: Type.String(),
});
export const SessionsReply = Type.Object({ sessions: Type.Array(SessionInfo) });
export const SessionParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

export const PasswordBody = Type.Object({ currentPassword: Password, newPassword: Password }, closed);
export const CurrentPasswordBody = Type.Object({ currentPassword: Password }, closed);
export const TotpStartReply = Type.Object({ secret: Type.String(), otpauthUrl: Type.String() });
export const TotpConfirmBody = Type.Object({ code: Code }, closed);
export const TotpConfirmReply = Type.Object({ recoveryCodes: Type.Array(Type.String()) });

export const Empty = Type.Object({}, closed);

export const StaffSettings = Type.Object({ requireSecondFactor: Type.Boolean() });
export const StaffSettingsBody = Type.Object({ requireSecondFactor: Type.Boolean() }, closed);
export const StaffSettingsReply = Type.Object({ settings: StaffSettings });

const Name = Type.String({ minLength: 1, maxLength: 200 });
const LinkToken = Type.String({ minLength: 1, maxLength: 200 });
const Role = Type.Enum([...STAFF_ROLES]);

export const Invitation = Type.Object({
  id: Type.String({ format: 'uuid' }),
  email: Type.String(),
  role: Role,
  /** The staff member who invited (absent for the operator's key or a person since removed). */
  invitedBy: Type.Optional(Type.String({ format: 'uuid' })),
  createdDate: Type.String({ format: 'date-time' }),
  expiresAt: Type.String({ format: 'date-time' }),
});
export const InvitationBody = Type.Object({ email: Email, role: Role }, closed);
export const InvitationReply = Type.Object({ invitation: Invitation });
export const InvitationsReply = Type.Object({ invitations: Type.Array(Invitation) });
export const InvitationParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export const AcceptInvitationBody = Type.Object({ token: LinkToken, password: Password, name: Name }, closed);

export const StaffParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export const StaffPatchBody = Type.Object(
  { role: Type.Optional(Role), disabled: Type.Optional(Type.Boolean()) },
  closed,
);
export const StaffReply = Type.Object({ staff: Staff });

export const PasswordResetBody = Type.Object({ email: Email, captchaTokens: CaptchaTokens }, closed);
export const PasswordResetConfirmBody = Type.Object({ token: LinkToken, newPassword: Password }, closed);

/**
 * WebAuthn: options are the JSON of @simplewebauthn/server, for `navigator.credentials` through
 * @simplewebauthn/browser; answers are that library's RegistrationResponseJSON / AuthenticationResponseJSON.
 */
const B64 = Type.String({ minLength: 1, maxLength: 16_384, pattern: '^[A-Za-z0-9_-]*={0,2}$' });
const CredentialId = Type.String({ minLength: 1, maxLength: 1_400, pattern: '^[A-Za-z0-9_-]+$' });
const open = { additionalProperties: true } as const;
const AnswerBase = {
  id: CredentialId,
  rawId: CredentialId,
  type: Type.Literal('public-key'),
  clientExtensionResults: Type.Object({}, open),
  authenticatorAttachment: Type.Optional(Type.Enum(['platform', 'cross-platform'])),
};
export const RegistrationAnswer = Type.Object(
  {
    ...AnswerBase,
    response: Type.Object(
      {
        clientDataJSON: B64,
        attestationObject: B64,
        transports: Type.Optional(Type.Array(Type.String({ maxLength: 40 }), { maxItems: 10 })),
      },
      open,
    ),
  },
  open,
);
export const AuthenticationAnswer = Type.Object(
  {
    ...AnswerBase,
    response: Type.Object(
      {
        clientDataJSON: B64,
        authenticatorData: B64,
        signature: B64,
        userHandle: Type.Optional(B64),
      },
      open,
    ),
  },
  open,
);
/** The options object handed to the browser, passed through as @simplewebauthn/server made it. */
export const PasskeyOptionsReply = Type.Object({ options: Type.Object({ challenge: Type.String() }, open) });

export const Passkey = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  transports: Type.Array(Type.String()),
  createdDate: Type.String({ format: 'date-time' }),
  lastUsedDate: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
const PasskeyNameText = Type.String({ maxLength: PASSKEY_NAME_MAX });
export const PasskeyAddBody = Type.Object(
  { name: Type.Optional(PasskeyNameText), response: RegistrationAnswer },
  closed,
);
export const PasskeyReply = Type.Object({ passkey: Passkey });
export const PasskeysReply = Type.Object({ passkeys: Type.Array(Passkey) });
export const PasskeyParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export const PasskeyRenameBody = Type.Object({ name: PasskeyNameText }, closed);

export const ChallengeBody = Type.Object(
  { challengeToken: Type.String({ minLength: 1, maxLength: 200 }) },
  closed,
);
export const PasskeySecondFactorBody = Type.Object(
  { challengeToken: Type.String({ minLength: 1, maxLength: 200 }), response: AuthenticationAnswer },
  closed,
);
export const PasswordlessBody = Type.Object({ response: AuthenticationAnswer }, closed);
