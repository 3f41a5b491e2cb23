import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A token family: one grant (anonymous, code, authorized client) and every token refreshed from it.
 * Revoking the family (logout, password change, refresh-token reuse) kills its access tokens too.
 */
export const oauthSessions = pgTable(
  'oauth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: text('client_id').notNull(),
    role: text('role').$type<'visitor' | 'member'>().notNull(),
    subjectId: uuid('subject_id').notNull(),
    memberId: uuid('member_id'),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    createdDate: ts('created_date').notNull().defaultNow(),
  },
  (t) => [index('oauth_sessions_member_idx').on(t.memberId)],
);

export const oauthRefreshTokens = pgTable(
  'oauth_refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => oauthSessions.id, { onDelete: 'cascade' }),
    rotatedAt: ts('rotated_at'),
    createdDate: ts('created_date').notNull().defaultNow(),
  },
  (t) => [index('oauth_refresh_tokens_session_idx').on(t.sessionId)],
);

export const oauthAccessTokens = pgTable(
  'oauth_access_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => oauthSessions.id, { onDelete: 'cascade' }),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('oauth_access_tokens_session_idx').on(t.sessionId)],
);

/** Authorization codes: single use, 10 minutes, bound to client, redirect URI and PKCE S256 challenge. */
export const oauthCodes = pgTable('oauth_codes', {
  codeHash: text('code_hash').primaryKey(),
  clientId: text('client_id').notNull(),
  identityId: uuid('identity_id').notNull(),
  redirectUri: text('redirect_uri'),
  codeChallenge: text('code_challenge').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  /** The token family the code was exchanged for: revoked if the code is replayed. */
  sessionId: uuid('session_id'),
  /** The visitor who asked for the login: their cart becomes the member's when the code is exchanged. */
  visitorSubjectId: uuid('visitor_subject_id'),
});

/** A redirect session of POST /v1/redirect-session: what the page at its fullUrl does. */
export const redirectSessions = pgTable('redirect_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').notNull(),
  clientId: text('client_id'),
  request: jsonb('request').$type<Record<string, unknown>>().notNull(),
  /** The token family of the caller who asked for a logout session. */
  callerSessionId: uuid('caller_session_id'),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdDate: ts('created_date').notNull().defaultNow(),
});
