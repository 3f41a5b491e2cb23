import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StaffRole } from '../../http/permissions';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Site users (issue 28): the shop's staff, apart from its members. `email` is kept lower-cased and unique.
 * The TOTP secret is sealed under a server secret (staff/totp-secret.ts); `totpLastStep` is the last
 * 30-second step accepted, so a code is taken once.
 */
export const staff = pgTable(
  'staff',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    passwordHash: text('password_hash').notNull(),
    totpSecret: text('totp_secret'),
    totpConfirmed: boolean('totp_confirmed').notNull().default(false),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    disabled: boolean('disabled').notNull().default(false),
    createdDate: ts('created_date').notNull().defaultNow(),
    updatedDate: ts('updated_date').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_email_idx').on(sql`lower(${t.email})`)],
);

/** A staff session: only the hash of its bearer token is kept; idle and absolute limits apply. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdDate: ts('created_date').notNull().defaultNow(),
    lastUsedDate: ts('last_used_date').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    userAgent: text('user_agent'),
    address: text('address'),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/** A password accepted, a second factor awaited: the `challengeToken` of sign-in, hashed, short-lived. */
export const staffChallenges = pgTable(
  'staff_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('staff_challenges_staff_idx').on(t.staffId)],
);

/** Ten single-use recovery codes per staff member, kept as HMACs. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('staff_recovery_codes_staff_idx').on(t.staffId)],
);

/** The one-time code that makes the first owner (one row at most, `id` = 'setup'), kept as an HMAC. */
export const staffSetupCodes = pgTable('staff_setup_codes', {
  id: text('id').primaryKey(),
  codeHash: text('code_hash').notNull(),
  expiresAt: ts('expires_at').notNull(),
});

/** The owner's staff policy (one row, `id` = 'shop'): whether every staff member must use a second factor. */
export const staffSettings = pgTable('staff_settings', {
  id: text('id').primaryKey(),
  requireSecondFactor: boolean('require_second_factor').notNull().default(false),
  updatedDate: ts('updated_date').notNull().defaultNow(),
});

/**
 * An invitation to join the staff: a single-use link mailed to `email`, for `role`, valid 7 days; only the
 * hash of its token is kept. Accepting it removes the row (so it is used once).
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => staff.id, { onDelete: 'set null' }),
    createdDate: ts('created_date').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('staff_invitations_email_idx').on(t.email)],
);

/** A password reset asked by mail: a single-use link, short-lived, its token kept hashed. */
export const staffPasswordResets = pgTable(
  'staff_password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdDate: ts('created_date').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('staff_password_resets_staff_idx').on(t.staffId)],
);

/**
 * A passkey (WebAuthn credential) of a staff member: the credential id and COSE public key (base64url) the
 * authenticator gave at registration, its signature counter, its transports and the name the person gave it.
 */
export const staffPasskeys = pgTable(
  'staff_passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull().unique(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    name: text('name').notNull(),
    createdDate: ts('created_date').notNull().defaultNow(),
    lastUsedDate: ts('last_used_date'),
  },
  (t) => [index('staff_passkeys_staff_idx').on(t.staffId)],
);

/**
 * A WebAuthn challenge handed out with passkey options, taken once by the verification of its answer:
 * `purpose` says which ceremony it is for; `staffId` whose (none for a sign-in without an email).
 */
export const staffPasskeyChallenges = pgTable(
  'staff_passkey_challenges',
  {
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose').$type<'register' | 'second-factor' | 'passwordless'>().notNull(),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'cascade' }),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('staff_passkey_challenges_expires_idx').on(t.expiresAt)],
);
