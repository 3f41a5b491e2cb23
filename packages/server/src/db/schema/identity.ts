import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Identity status of spec section 3 (UNKNOWN_STATUS is never stored). */
export type IdentityStatus = 'PENDING' | 'ACTIVE' | 'DELETED' | 'BLOCKED' | 'OFFLINE';
export type PendingReason = 'PENDING_ADMIN_APPROVAL_REQUIRED' | 'PENDING_EMAIL_VERIFICATION_REQUIRED';

/**
 * A login: email + argon2id password hash. `email` is lower-cased and unique among identities that are
 * not DELETED. A null password hash means the password must be set (activation or recovery) first.
 */
export const identities = pgTable(
  'identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    passwordHash: text('password_hash'),
    mustResetPassword: boolean('must_reset_password').notNull().default(false),
    status: text('status').$type<IdentityStatus>().notNull(),
    pendingReasons: jsonb('pending_reasons').$type<PendingReason[]>().notNull().default([]),
    revision: integer('revision').notNull().default(1),
    createdDate: ts('created_date').notNull().defaultNow(),
    updatedDate: ts('updated_date').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('identities_live_email_idx')
      .on(t.email)
      .where(sql`status <> 'DELETED'`),
  ],
);

/** The member profile of an identity: same id. Contact and profile are JSON in the Wix member shape. */
export const members = pgTable(
  'members',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => identities.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull().unique(),
    privacyStatus: text('privacy_status').$type<'PRIVATE' | 'PUBLIC'>().notNull().default('PRIVATE'),
    activityStatus: text('activity_status').$type<'ACTIVE' | 'MUTED'>().notNull().default('ACTIVE'),
    contact: jsonb('contact').$type<Record<string, unknown>>().notNull().default({}),
    profile: jsonb('profile').$type<Record<string, unknown>>().notNull().default({}),
    lastLoginDate: ts('last_login_date'),
    createdDate: ts('created_date').notNull().defaultNow(),
    updatedDate: ts('updated_date').notNull().defaultNow(),
  },
  (t) => [index('members_created_idx').on(t.createdDate)],
);

/**
 * A login or registration in progress (the `stateToken` of spec section 4), with its email verification
 * code: 6 digits, stored as an HMAC, single use, 10 minutes, dead after 5 wrong tries.
 */
export const authStates = pgTable(
  'auth_states',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    identityId: uuid('identity_id')
      .notNull()
      .references(() => identities.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash'),
    codeExpiresAt: ts('code_expires_at'),
    attempts: integer('attempts').notNull().default(0),
    sendCount: integer('send_count').notNull().default(0),
    lastSentAt: ts('last_sent_at'),
    expiresAt: ts('expires_at').notNull(),
    consumedAt: ts('consumed_at'),
    createdDate: ts('created_date').notNull().defaultNow(),
  },
  (t) => [index('auth_states_identity_idx').on(t.identityId)],
);

/** One-time tokens: login session tokens (exchanged in a redirect session) and recovery / activation links. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose').$type<'SESSION' | 'RECOVERY' | 'ACTIVATION'>().notNull(),
    identityId: uuid('identity_id')
      .notNull()
      .references(() => identities.id, { onDelete: 'cascade' }),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdDate: ts('created_date').notNull().defaultNow(),
  },
  (t) => [index('one_time_tokens_identity_idx').on(t.identityId, t.purpose)],
);

/** Failed logins, by key (`acct:<email>` or `ip:<address>`), for the brute-force limits. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('login_failures_key_at_idx').on(t.key, t.at)],
);

/** Captcha challenges already redeemed: altcha has no replay protection of its own. */
export const usedCaptchas = pgTable('used_captchas', {
  challengeId: text('challenge_id').primaryKey(),
  expiresAt: ts('expires_at').notNull(),
});

/** Secrets generated at first boot when not configured (captcha HMAC, code HMAC): never hard-coded. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdDate: ts('created_date').notNull().defaultNow(),
});
