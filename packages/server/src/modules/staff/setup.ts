import { and, eq, gt } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { staff, staffSetupCodes } from '../../db/schema';
import { ValidationError } from '../../http/errors';
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

export interface SetupInput {
  setupCode: string;
  email: string;
  password: string;
  name: string;
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
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
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
    const [taken] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.email, email));
    if (taken) throw emailTaken();
    const [made] = await tx
      .insert(staff)
      .values({
        email,
        name: input.name.trim(),
        role: 'OWNER',
        passwordHash,
        createdDate: new Date(Date.now()),
        updatedDate: new Date(Date.now()),
      })
      .returning();
    return made;
  });
  if (!owner) {
    if (!(await ownerNeeded(ctx))) throw ownerExists();
    await recordFailure(ctx.db, key, client.ip);
    throw wrongSetupCode();
  }
  const session = await startStaffSession(ctx.db, ctx.config, owner.id, client);
  return { staff: staffView(owner), session };
}
