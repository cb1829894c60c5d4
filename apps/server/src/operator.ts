// `npm run operator -- add NAME --role admin|moderator | list | disable NAME | reset NAME`: operators from a shell on
// the server (docs/operations.md "The console"), for the first admin and for an admin who lost their authenticator.
// It opens the database the server is configured with (DATA_DIR or DATABASE_URL), runs the same code as the
// console's operator management (OperatorService), and is audited as the command line (operator 0).
import { parseArgs } from 'node:util';
import { CONSOLE, OPERATOR_ROLES, type OperatorRole } from '@kk/contract';
import { translate } from '@kk/contract/i18n';
import { COMMAND_LINE, type OperatorSecret } from './features/operator/operator.service.ts';
import { systemClock } from './platform/clock.ts';
import { loadConfigOrExit } from './platform/config.ts';
import { openDatabase } from './platform/db/database.ts';
import { migrate } from './platform/db/migrate.ts';
import { Transactions } from './platform/db/transaction.ts';
import { AppError } from './platform/http/app-error.ts';
import { buildOperators } from './wiring/console.ts';

const USAGE = `Usage:
  npm run operator -- add NAME --role admin|moderator   adds an operator; prints a one-time password and a TOTP URI
  npm run operator -- list                              lists the operators
  npm run operator -- disable NAME                      disables an operator; their sessions end at once
  npm run operator -- reset NAME                        a new one-time password and TOTP secret (a lost phone)`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { role: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
});
const [command, name, ...rest] = positionals;

function fail(text: string): never {
  console.error(text);
  process.exit(1);
}

if (values.help || !command) fail(USAGE);
const needsName = command === 'add' || command === 'disable' || command === 'reset';
if (command !== 'list' && !needsName) fail(`Unknown command: ${command}\n${USAGE}`);
if (rest.length > 0 || (needsName && !name) || (command === 'list' && name)) fail(USAGE);
if (needsName && !CONSOLE.namePattern.test(name as string)) fail(translate('en', 'validation.operatorName'));
const role = values.role as OperatorRole | undefined;
if (command === 'add' && !OPERATOR_ROLES.includes(role as OperatorRole)) fail('--role: admin or moderator');
if (command !== 'add' && role !== undefined) fail(USAGE);

const config = loadConfigOrExit();
const db = openDatabase(config);
try {
  await migrate(db);
  const { operators } = buildOperators({ transactions: new Transactions(db), clock: systemClock });
  if (command === 'add') {
    printSecret('Added', await operators.add(COMMAND_LINE, name as string, role as OperatorRole), role as OperatorRole);
  } else if (command === 'list') {
    const list = await operators.list();
    if (list.length === 0) console.log('No operators yet: npm run operator -- add NAME --role admin');
    for (const row of list) {
      const lastLogin = row.last_login_time ? new Date(row.last_login_time).toISOString() : 'never';
      console.log(
        [row.name, row.role, row.status, `added ${new Date(row.create_time).toISOString()}`, `last login ${lastLogin}`]
          .join('\t')
          .trim(),
      );
    }
  } else {
    const operator = await operators.byName(name as string);
    if (command === 'disable') {
      await operators.disable(COMMAND_LINE, operator.id);
      console.log(`Disabled ${operator.name}: their console sessions have ended. \`reset\` enables them again.`);
    } else {
      printSecret('Reset', await operators.reset(COMMAND_LINE, operator.id), operator.role);
    }
  }
} catch (error) {
  if (error instanceof AppError) fail(translate('en', error.messageKey, error.vars));
  throw error;
} finally {
  await db.close();
}

function printSecret(done: string, secret: OperatorSecret, role: OperatorRole): void {
  console.log(`${done} ${secret.name} (${role}).`);
  console.log(`One-time password: ${secret.password}`);
  console.log(`Authenticator (TOTP, add it in the app or as a QR code): ${secret.otpauth}`);
  console.log(
    'Give both over a channel you trust. The operator changes the password at the console before logging in.',
  );
}
