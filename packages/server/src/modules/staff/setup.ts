import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/open';
import { staff, staffSetupCodes } from '../../db/schema';
import { invalidField, ValidationError } from '../../http/errors';
import { groupedCode, hmacHex } from '../../lib/crypto';
import { gateFor, hashPassword, passwordViolation, recordFailure } from '../identity';
import {
  emailTaken,
  ownerExists,
  SETUP_CODE_TTL_MS,
  setupThrottleKey,
  tooManyAttempts,
  wrongSetupCode,
} from './rules';
import { startStaffSession, type Client } from './sessions';
import { staffView } from './view';

type Ctx = Pick<AppContext, 'db' | 'config' | 'secrets'>;

const ROW = 'setup';
const codeHash = (ctx: Ctx, code: string) => hmacHex(ctx.secrets.staffKey, `setup:${code.trim()}`);

export async function ownerNeeded(ctx: Pick<AppContext, 'db'>): Promise<boolean> {
  const [row] = await ctx.db.select({ id: staff.id }).from(staff).where(eq(staff.role, 'OWNER')).limit(1);
  return row === undefined;
}

/**
 * While the shop has no owner: a new one-time setup code (80 random bits), kept as an HMAC for 24 hours,
 * replacing any earlier one. The server prints it at start; undefined when an owner exists.
 */
export async function issueSetupCode(ctx: Ctx): Promise<string | undefined> {
  if (!(await ownerNeeded(ctx))) return undefined;
  const code = groupedCode(4);
  const row = { codeHash: codeHash(ctx, code), expiresAt: new Date(Date.now() + SETUP_CODE_TTL_MS) };
  await ctx.db
    .insert(staffSetupCodes)
    .values({ id: ROW, ...row })
    .onConflictDoUpdate({ target: staffSetupCodes.id, set: row });
  return code;
}

export interface SetupInput extends OwnerInput {
  setupCode: string;
}

export interface OwnerInput {
  email: string;
  password: string;
  name: string;
}

/**
 * Inserts the first owner inside `tx`, under a transaction lock taken by every maker of a first owner, so
 * of two at once (setup, create-owner) one makes the owner and the other finds it there (409).
 */
async function insertFirstOwner(tx: Db, input: { email: string; name: string; passwordHash: string }) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('staff-first-owner'))`);
  if (!(await ownerNeeded({ db: tx }))) throw ownerExists();
  const [taken] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.email, input.email));
  if (taken) throw emailTaken();
  const [made] = await tx
    .insert(staff)
    .values({
      email: input.email,
      name: input.name,
      role: 'OWNER',
      passwordHash: input.passwordHash,
      createdDate: new Date(Date.now()),
      updatedDate: new Date(Date.now()),
    })
    .returning();
  if (!made) throw new Error('owner not stored');
  return made;
}

/** Checks the password rules and hashes it; the email lower-cased, the name trimmed. */
async function ownerFields(input: OwnerInput) {
  const violation = passwordViolation('password', input.password);
  if (violation) throw new ValidationError([violation]);
  const email = input.email.trim().toLowerCase();
  const name = input.name.trim();
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
    throw invalidField('email', 'FORMAT', 'email must be an email address');
  if (name === '') throw invalidField('name', 'MIN_LENGTH', 'name must not be blank');
  return {
    email,
    name,
    passwordHash: await hashPassword(input.password),
  };
}

/**
 * `npm run create-owner`: the first owner, made from a terminal by whoever runs the server (no setup code:
 * access to the database is the proof). Refuses (409) once an owner exists; the printed setup code dies.
 */
export async function createOwner(ctx: Pick<AppContext, 'db'>, input: OwnerInput) {
  if (!(await ownerNeeded(ctx))) throw ownerExists();
  const fields = await ownerFields(input);
  const owner = await ctx.db.transaction(async (tx) => {
    const made = await insertFirstOwner(tx, fields);
    await tx.delete(staffSetupCodes).where(eq(staffSetupCodes.id, ROW));
    return made;
  });
  return staffView(owner);
}

/**
 * Makes the first owner. The code is consumed by a single DELETE, so of two setups at once only one
 * finds it; the other answers 409 once the first owner is there (403 while none is).
 */
export async function setUpOwner(ctx: Ctx, input: SetupInput, client: Client) {
  if (!(await ownerNeeded(ctx))) throw ownerExists();
  const violation = passwordViolation('password', input.password);
  if (violation) throw new ValidationError([violation]);
  const key = setupThrottleKey(client.ip);
  if ((await gateFor(ctx.db, key, client.ip)) === 'locked') throw tooManyAttempts();
  const fields = await ownerFields(input);
  const owner = await ctx.db.transaction(async (tx) => {
    const [consumed] = await tx
      .delete(staffSetupCodes)
      .where(
        and(
          eq(staffSetupCodes.id, ROW),
          eq(staffSetupCodes.codeHash, codeHash(ctx, input.setupCode)),
          gt(staffSetupCodes.expiresAt, new Date(Date.now())),
        ),
      )
      .returning({ id: staffSetupCodes.id });
    if (!consumed) return undefined;
    return insertFirstOwner(tx, fields);
  });
  if (!owner) {
    if (!(await ownerNeeded(ctx))) throw ownerExists();
    await recordFailure(ctx.db, key, client.ip);
    throw wrongSetupCode();
  }
  const session = await startStaffSession(ctx.db, ctx.config, owner.id, client);
  return { staff: staffView(owner), session };
}
