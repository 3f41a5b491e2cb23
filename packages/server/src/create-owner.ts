import readline from 'node:readline';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/open';
import { AppError, ValidationError } from './http/errors';
import { createOwner } from './modules/staff';

/**
 * `npm run create-owner`: makes the shop's first owner from a terminal, as POST /v1/staff/setup does, with
 * no setup code. Takes `--email`, `--name` (or CREATE_OWNER_EMAIL, CREATE_OWNER_NAME) and the password from
 * CREATE_OWNER_PASSWORD, asking in the terminal for what is missing (the password unechoed). Uses
 * DATABASE_URL, or the embedded database in DATA_DIR (stop the server first: it holds the lock).
 */

function flag(name: string): string | undefined {
  const args = process.argv.slice(2);
  const at = args.indexOf(`--${name}`);
  if (at >= 0) return args[at + 1];
  return args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

async function ask(question: string, hidden = false): Promise<string> {
  if (!process.stdin.isTTY) {
    throw new Error(
      `${question.replace(/: $/, '')} is missing: pass --email and --name (or CREATE_OWNER_EMAIL, CREATE_OWNER_NAME) and CREATE_OWNER_PASSWORD, or run it in a terminal`,
    );
  }
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const output = rl as unknown as { _writeToOutput: (s: string) => void; output: NodeJS.WriteStream };
  if (hidden) {
    output._writeToOutput = (s: string) => {
      if (s.startsWith(question) || s === '\r\n' || s === '\n') output.output.write(s);
    };
  }
  try {
    return await new Promise<string>((resolve) => rl.question(question, resolve));
  } finally {
    rl.close();
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  const email = flag('email') ?? process.env.CREATE_OWNER_EMAIL ?? (await ask('Email: '));
  const name = flag('name') ?? process.env.CREATE_OWNER_NAME ?? (await ask('Name: '));
  const password =
    process.env.CREATE_OWNER_PASSWORD ?? (await ask('Password (8 characters or more): ', true));
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  try {
    const owner = await createOwner({ db: database.db }, { email, name, password });
    console.log(`Made the owner ${owner.email} (${owner.name}): sign in at POST /v1/staff/login.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ValidationError) {
    console.error(error.violations.map((v) => `${v.field}: ${v.description}`).join('\n'));
  } else if (error instanceof AppError || error instanceof ConfigError || error instanceof Error) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
