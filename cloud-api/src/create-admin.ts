/**
 * `npm run create-admin -- --email E --first-name N --last-name C`: creates the first superadmin of
 * a new installation (the same rule as the first-run screen: only while none exists), on the
 * database of the configuration (DATABASE_URL, or the embedded one in DATA_DIR — stop Banco first:
 * the embedded database has one process at a time). The password comes from BANCO_ADMIN_PASSWORD
 * or is asked twice without echo.
 */
import { parseArgs } from 'node:util';
import { firstAdminBodySchema, MSG, toValidationErrors } from '@banco/shared';
import { read } from 'read';
import { loadConfig } from './config.ts';
import { migrate, openDatabase } from './db/orm.ts';
import { seedSystemSettings } from './db/seed/system-settings.ts';
import { AppError } from './http/errors.ts';
import { createFirstAdmin } from './modules/setup/first-admin.ts';

const USAGE = 'Uso: npm run create-admin -- --email <email> --first-name <nome> --last-name <cognome>';

async function askPassword(): Promise<string> {
  const fromEnv = process.env.BANCO_ADMIN_PASSWORD;
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  if (!process.stdin.isTTY) throw new Error('Password: indica BANCO_ADMIN_PASSWORD oppure esegui il comando in un terminale.');
  const password = await read({ prompt: 'Password (almeno 8 caratteri): ', silent: true, replace: '*' });
  const again = await read({ prompt: 'Conferma password: ', silent: true, replace: '*' });
  if (password !== again) throw new Error(MSG.passwordsDoNotMatch);
  return password;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, 'first-name': { type: 'string' }, 'last-name': { type: 'string' } },
  });
  if (!values.email || !values['first-name'] || !values['last-name']) {
    console.error(USAGE);
    return 2;
  }
  const parsed = firstAdminBodySchema.safeParse({
    email: values.email,
    first_name: values['first-name'],
    last_name: values['last-name'],
    password: await askPassword(),
  });
  if (!parsed.success) {
    for (const [field, message] of Object.entries(toValidationErrors(parsed.error))) console.error(`${field}: ${message}`);
    return 2;
  }
  const config = loadConfig();
  const orm = await openDatabase(config);
  try {
    await migrate(orm);
    await seedSystemSettings(orm);
    const admin = await createFirstAdmin(orm, parsed.data);
    console.log(`Amministratore creato: ${admin.email}. Avvia Banco e accedi con queste credenziali.`);
    return 0;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const fields = Object.values(error.validationErrors ?? {});
    console.error(fields.length > 0 ? fields.join('\n') : error.message);
    return 1;
  } finally {
    await orm.close(true);
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
