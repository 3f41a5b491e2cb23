import { Type } from 'typebox';
import { IdentityProfile } from '../members';

const opt = Type.Optional;
export const Email = Type.String({ format: 'email', maxLength: 254 });
/** Bounds are checked by the service (spec violations MIN_LENGTH / MAX_LENGTH); this only stops abuse. */
export const Password = Type.String({ maxLength: 4096 });
export const CaptchaTokens = opt(
  Type.Array(Type.Record(Type.String({ maxLength: 50 }), Type.String({ maxLength: 20_000 })), {
    maxItems: 4,
  }),
);
const Token = Type.String({ minLength: 1, maxLength: 200 });

export const Identity = Type.Object({
  id: Type.String(),
  createdDate: Type.String(),
  updatedDate: Type.String(),
  revision: Type.String(),
  email: Type.Object({ address: Type.String(), isVerified: Type.Boolean() }),
  status: Type.Object({ name: Type.String(), reasons: Type.Array(Type.String()) }),
  identityProfile: opt(Type.Unsafe<Record<string, unknown>>({ type: 'object', additionalProperties: true })),
});

/** Login, register, verify and proceed answer a state of spec section 4. */
export const StateReply = Type.Object({
  state: Type.Enum([
    'UNKNOWN_STATE',
    'SUCCESS',
    'REQUIRE_OWNER_APPROVAL',
    'REQUIRE_EMAIL_VERIFICATION',
    'STATUS_CHECK',
  ]),
  sessionToken: opt(Type.String()),
  stateToken: opt(Type.String()),
  identity: opt(Identity),
  additionalData: opt(Type.Record(Type.String(), Type.Unknown())),
});

export const V2RegisterBody = Type.Object(
  {
    loginId: Type.Object({ email: Email }, { additionalProperties: false }),
    password: Password,
    profile: opt(IdentityProfile),
    captchaTokens: CaptchaTokens,
    clientMetaData: opt(Type.Record(Type.String(), Type.Unknown())),
  },
  { additionalProperties: false },
);

export const V2LoginBody = Type.Object(
  {
    loginId: Type.Object({ email: Email }, { additionalProperties: false }),
    password: Password,
    captchaTokens: CaptchaTokens,
  },
  { additionalProperties: false },
);

const Inputs = Type.Array(Type.Object({ name: opt(Type.String({ maxLength: 50 })), value: Password }), {
  maxItems: 5,
});

export const V1RegisterBody = Type.Object(
  {
    identity: Type.Object(
      {
        email: opt(Email),
        identifiers: opt(Type.Array(Type.Object({ email: Email }), { maxItems: 3 })),
        identityProfile: opt(IdentityProfile),
      },
      { additionalProperties: false },
    ),
    authenticatorId: opt(Type.String({ maxLength: 50 })),
    inputs: opt(Inputs),
    captchaTokens: CaptchaTokens,
  },
  { additionalProperties: false },
);

export const V1LoginBody = Type.Object(
  {
    identifier: opt(Type.Object({ email: Email }, { additionalProperties: false })),
    loginId: opt(Type.Object({ email: Email }, { additionalProperties: false })),
    authenticatorId: opt(Type.String({ maxLength: 50 })),
    inputs: opt(Inputs),
    captchaTokens: CaptchaTokens,
  },
  { additionalProperties: false },
);

export const VerifyBody = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 20 }), stateToken: Token },
  { additionalProperties: false },
);
export const StateTokenBody = Type.Object({ stateToken: Token }, { additionalProperties: false });
export const StartBody = Type.Object(
  {
    identityId: Type.String({ format: 'uuid' }),
    target: opt(Type.Union([Type.Literal('EMAIL'), Type.Literal('UNKNOWN_TARGET')])),
  },
  { additionalProperties: false },
);
export const StartReply = Type.Object({ verificationId: Type.String(), stateToken: Type.String() });

/** `currentPassword` is Atelier's own field (spec section 7 names `newPassword` only): a session alone is not enough. */
export const ChangePasswordBody = Type.Object(
  { newPassword: Password, currentPassword: Type.Optional(Password) },
  { additionalProperties: false },
);
export const SendRecoveryBody = Type.Object(
  {
    email: Email,
    language: opt(Type.String({ maxLength: 20 })),
    redirect: opt(
      Type.Object({
        url: opt(Type.String({ maxLength: 2000 })),
        clientId: opt(Type.String({ maxLength: 100 })),
      }),
    ),
  },
  { additionalProperties: false },
);
export const RecoverBody = Type.Object(
  { recoveryToken: Token, password: Password },
  { additionalProperties: false },
);
export const ActivationBody = Type.Object(
  {
    identityId: Type.String({ format: 'uuid' }),
    emailOptions: opt(Type.Record(Type.String(), Type.Unknown())),
  },
  { additionalProperties: false },
);
export const SignOnBody = Type.Object(
  {
    loginId: Type.Object({ email: Email }, { additionalProperties: false }),
    profile: opt(IdentityProfile),
    verifyEmail: opt(Type.Boolean()),
    mergeExistingContact: opt(Type.Boolean()),
  },
  { additionalProperties: false },
);
export const SignOnReply = Type.Object({ sessionToken: Type.String(), identity: Identity });
export const SsoBody = Type.Object(
  {
    idpConnectionId: opt(Type.String({ maxLength: 200 })),
    tokenParams: opt(Type.Record(Type.String(), Type.Unknown())),
  },
  { additionalProperties: false },
);
export const LogoutQuery = Type.Object(
  {
    postLogoutRedirectUri: opt(Type.String({ maxLength: 2000 })),
    clientId: opt(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);
export const Empty = Type.Object({}, { additionalProperties: false });
export const CaptchaQuery = Type.Object(
  { siteKey: opt(Type.String({ maxLength: 100 })) },
  { additionalProperties: false },
);
