/**
 * `npm run admin -- <command>`: staff accounts from the command line, on the data folder
 * (DATA_DIR, default ./data), with the site running or not.
 *
 *   create --email <email> --role admin|editor [--name <name>]   adds an account (the first admin)
 *   password --email <email>                                     sets a new password, ending its sessions
 *   list                                                         lists the accounts
 *
 * The password is never an argument (it would stay in the shell's history and the process
 * list): it is typed at a prompt without echo, or read as the first line of a pipe.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as v from 'valibot';
import { NewStaff, StaffPassword } from '../contracts/admin/admin.ts';
import { audit } from '../server/admin/audit.ts';
import { insertStaff } from '../server/admin/staff.ts';
import { hashPasswordSync } from '../server/auth.ts';
import { dataPaths } from '../server/context.ts';
import { createSql, isUniqueViolation, openDatabase } from '../server/db.ts';
import { commonPasswordError } from '../server/passwords.ts';

/** Reads one line from the terminal without showing it, or the first line of piped input. */
async function readPassword(prompt: string): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    let text = '';
    for await (const chunk of input) {
      text += String(chunk);
      if (text.includes('\n')) break;
    }
    return text.split(/\r?\n/)[0] ?? '';
  }
  process.stderr.write(prompt);
  input.setRawMode(true);
  input.resume();
  input.setEncoding('utf8');
  return new Promise((done, fail) => {
    let typed = '';
    const onData = (chars: string) => {
      for (const char of chars) {
        if (char === '\r' || char === '\n') {
          finish();
          done(typed);
          return;
        }
        if (char === '\u0003') {
          finish();
          fail(new Error('Cancelled.'));
          return;
        }
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    const finish = () => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stderr.write('\n');
    };
    input.on('data', onData);
  });
}

/** Twice at a terminal, so a typo does not lock the account's owner out; once from a pipe. */
async function newPassword(): Promise<string> {
  const password = await readPassword('Password (at least 10 characters): ');
  if (process.stdin.isTTY && (await readPassword('Again: ')) !== password) throw new Error('The passwords do not match.');
  const checked = v.safeParse(StaffPassword, password);
  if (!checked.success) throw new Error(checked.issues[0].message);
  const tooCommon = commonPasswordError(password);
  if (tooCommon) throw new Error(tooCommon);
  return password;
}

async function run(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { email: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } },
    allowPositionals: true,
  });
  const [command] = positionals;
  const dataDir = resolve(process.env['DATA_DIR'] ?? './data');
  const db = openDatabase(dataPaths(dataDir).database);
  const sql = createSql(db);
  try {
    switch (command) {
      case 'create': {
        const email = values.email ?? '';
        const details = { email, name: values.name ?? email.split('@')[0] ?? email, role: values.role };
        const checked = v.safeParse(v.omit(NewStaff, ['password']), details);
        if (!checked.success) throw new Error(checked.issues.map((issue) => issue.message).join(' '));
        const password = await newPassword();
        try {
          const id = insertStaff(sql, { ...checked.output, passwordHash: hashPasswordSync(password) });
          audit(sql, null, { action: 'create', entity: 'staff', entityId: id, summary: `Added ${checked.output.role} ${checked.output.email} (npm run admin)`, after: checked.output });
        } catch (error) {
          if (isUniqueViolation(error, 'staff.email')) throw new Error(`${email} has an account already. To set its password: npm run admin -- password --email ${email}`, { cause: error });
          throw error;
        }
        console.info(`Added ${checked.output.role} ${checked.output.email} in ${dataDir}.`);
        break;
      }
      case 'password': {
        const staff = sql.get<{ id: number; email: string }>('SELECT id, email FROM staff WHERE email = ?', values.email ?? '');
        if (!staff) throw new Error(`No staff account ${values.email ?? '(give --email)'} in ${dataDir}.`);
        const password = await newPassword();
        sql.run('UPDATE staff SET password_hash = ?, updated_at = ? WHERE id = ?', hashPasswordSync(password), new Date().toISOString(), staff.id);
        sql.run('DELETE FROM staff_tokens WHERE staff_id = ?', staff.id);
        audit(sql, null, { action: 'password', entity: 'staff', entityId: staff.id, summary: `Set the password of ${staff.email} (npm run admin)` });
        console.info(`Set the password of ${staff.email}; their sessions have ended.`);
        break;
      }
      case 'list': {
        const rows = sql.all<{ email: string; role: string; disabled_at: string | null }>('SELECT email, role, disabled_at FROM staff ORDER BY id');
        for (const row of rows) console.info(`${row.role.padEnd(7)} ${row.email}${row.disabled_at ? ' (disabled)' : ''}`);
        break;
      }
      default:
        throw new Error('Usage: npm run admin -- create --email <email> --role admin|editor [--name <name>] | password --email <email> | list');
    }
  } finally {
    db.close();
  }
}

try {
  await run();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
