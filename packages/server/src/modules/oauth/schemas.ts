import { Type } from 'typebox';

const opt = Type.Optional;
const S = (max = 2000) => Type.String({ maxLength: max });

/** DESIGN.md section 4 names the fields in camelCase; @wix/sdk sends snake_case for authorized_client. */
export const TokenBody = Type.Object(
  {
    clientId: opt(S(100)),
    client_id: opt(S(100)),
    grantType: opt(S(50)),
    grant_type: opt(S(50)),
    refreshToken: opt(S(200)),
    refresh_token: opt(S(200)),
    code: opt(S(200)),
    codeVerifier: opt(S(200)),
    code_verifier: opt(S(200)),
    redirectUri: opt(S()),
    redirect_uri: opt(S()),
    memberId: opt(S(64)),
    member_id: opt(S(64)),
    scope: opt(S(100)),
  },
  // OAuth: unknown request parameters are ignored (RFC 6749 section 3.1).
  { additionalProperties: true },
);

export const TokenReply = Type.Object({
  access_token: Type.String(),
  refresh_token: Type.String(),
  expires_in: Type.Integer(),
});

const AuthRequest = Type.Object(
  {
    clientId: S(100),
    codeChallenge: opt(S(200)),
    codeChallengeMethod: opt(S(20)),
    responseMode: opt(S(20)),
    responseType: opt(S(20)),
    scope: opt(S(100)),
    state: opt(S(500)),
    sessionToken: opt(S(200)),
    redirectUri: opt(S()),
    idp: opt(S(200)),
  },
  { additionalProperties: false },
);

const Anything = Type.Record(Type.String(), Type.Unknown());

export const RedirectSessionBody = Type.Object(
  {
    auth: opt(Type.Object({ authRequest: AuthRequest, prompt: opt(S(20)) }, { additionalProperties: false })),
    login: opt(Anything),
    logout: opt(Type.Object({ clientId: opt(S(100)) }, { additionalProperties: false })),
    ecomCheckout: opt(
      Type.Object(
        { checkoutId: Type.String({ minLength: 1, maxLength: 100 }) },
        { additionalProperties: false },
      ),
    ),
    storesProduct: opt(
      Type.Object(
        { productSlug: Type.String({ minLength: 1, maxLength: 200 }) },
        { additionalProperties: false },
      ),
    ),
    bookingsCheckout: opt(Anything),
    eventsCheckout: opt(Anything),
    paidPlansCheckout: opt(Anything),
    bookingsBook: opt(Anything),
    callbacks: opt(Type.Record(Type.String(), S())),
    preferences: opt(Anything),
  },
  { additionalProperties: false },
);

export const RedirectSessionReply = Type.Object({
  redirectSession: Type.Object({
    id: Type.String(),
    fullUrl: Type.String(),
    urlDetails: Type.Object({
      endpoint: Type.String(),
      searchParams: Type.Record(Type.String(), Type.String()),
    }),
    sessionToken: opt(Type.String()),
  }),
});
