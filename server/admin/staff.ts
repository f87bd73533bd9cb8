import { Hono } from 'hono';
import { changePassword, PasswordChange } from '../../contracts/admin/change-password.ts';
import { createStaff } from '../../contracts/admin/create-staff.ts';
import { disableStaff, StaffStatus } from '../../contracts/admin/disable-staff.ts';
import { getMe } from '../../contracts/admin/get-me.ts';
import { listStaff } from '../../contracts/admin/list-staff.ts';
import { NewStaff } from '../../contracts/admin/admin.ts';
import { StaffLogin, staffLogin } from '../../contracts/admin/staff-login.ts';
import { staffLogout } from '../../contracts/admin/staff-logout.ts';
import { checkPassword, hashPassword } from '../auth.ts';
import type { AppEnv, Deps, StaffRow } from '../context.ts';
import { isUniqueViolation, type Sql } from '../db.ts';
import { failure, reply } from '../reply.ts';
import { EMAIL_TAKEN, addError, check, hasErrors, readPayload, validationFailure } from '../validation.ts';
import { audit } from './audit.ts';
import { DEFAULT_STAFF_TOKEN_POLICY, STAFF_COLUMNS, issueStaffToken, requireStaff, staffReply } from './staff-auth.ts';
import { commonPasswordError } from '../passwords.ts';

const BAD_CREDENTIALS = 'These credentials do not match our records.';

const findStaff = (sql: Sql, id: number) => sql.get<StaffRow>(`SELECT ${STAFF_COLUMNS} FROM staff s WHERE s.id = ?`, id);

/** Adds a staff account with an already hashed password (the route, the seed and `npm run admin` share it). */
export function insertStaff(sql: Sql, account: { email: string; name: string; role: 'admin' | 'editor'; passwordHash: string }): number {
  const now = new Date().toISOString();
  return sql.run(
    'INSERT INTO staff (email, name, role, password_hash, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
    account.email,
    account.name,
    account.role,
    account.passwordHash,
    now,
    now,
  ).lastInsertRowid;
}

const idFrom = (raw: string) => (/^\d{1,15}$/.test(raw) ? Number(raw) : undefined);

/** Staff sessions and accounts: sign in and out, who am I, own password; admins list, add and disable staff. */
export function staffRoutes({ sql }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const policy = DEFAULT_STAFF_TOKEN_POLICY;

  app.post(staffLogin.path, async (c) => {
    const { output, errors } = check(StaffLogin, await readPayload(c));
    if (!output) return validationFailure(c, errors, StaffLogin);
    const found = sql.get<{ id: number; password_hash: string; disabled_at: string | null }>(
      'SELECT id, password_hash, disabled_at FROM staff WHERE email = ?',
      output.email,
    );
    // A disabled account gets the same answer as a wrong password, after the same work.
    const matches = await checkPassword(found?.password_hash, output.password);
    const staff = matches && found && found.disabled_at === null ? findStaff(sql, found.id) : undefined;
    if (!staff) return c.json({ success: false, message: BAD_CREDENTIALS }, 401);
    const { token, expiresAt } = issueStaffToken(sql, staff.id, output.remember, policy);
    const now = new Date().toISOString();
    sql.run('UPDATE staff SET last_login_at = ? WHERE id = ?', now, staff.id);
    return reply(c, staffLogin, {
      success: true,
      message: 'Login successful!',
      data: { token, token_type: 'Bearer', expires_at: expiresAt, staff: staffReply({ ...staff, last_login_at: now }) },
    });
  });

  app.post(staffLogout.path, requireStaff(sql, staffLogout), (c) => {
    sql.run('DELETE FROM staff_tokens WHERE id = ?', c.get('staffTokenId'));
    return reply(c, staffLogout, { success: true, message: 'Logged out.' });
  });

  app.get(getMe.path, requireStaff(sql, getMe), (c) => reply(c, getMe, { data: staffReply(c.get('staff')) }));

  app.post(changePassword.path, requireStaff(sql, changePassword), async (c) => {
    const staff = c.get('staff');
    const { output, errors } = check(PasswordChange, await readPayload(c));
    const stored = sql.get<{ password_hash: string }>('SELECT password_hash FROM staff WHERE id = ?', staff.id);
    if (output && !(await checkPassword(stored?.password_hash, output.current_password))) {
      addError(errors, 'current_password', 'The current password is incorrect.');
    }
    const tooCommon = output && !errors['password'] ? commonPasswordError(output.password) : undefined;
    if (tooCommon) addError(errors, 'password', tooCommon);
    if (!output || hasErrors(errors)) return validationFailure(c, errors, PasswordChange);
    const passwordHash = await hashPassword(output.password);
    sql.run('UPDATE staff SET password_hash = ?, updated_at = ? WHERE id = ?', passwordHash, new Date().toISOString(), staff.id);
    // Every other session ends: a changed password is often a suspected leak.
    sql.run('DELETE FROM staff_tokens WHERE staff_id = ? AND id <> ?', staff.id, c.get('staffTokenId'));
    audit(sql, staff, { action: 'password', entity: 'staff', entityId: staff.id, summary: `${staff.email} changed their password` });
    return reply(c, changePassword, { success: true, message: 'Password changed.' });
  });

  app.get(listStaff.path, requireStaff(sql, listStaff), (c) =>
    reply(c, listStaff, { data: sql.all<StaffRow>(`SELECT ${STAFF_COLUMNS} FROM staff s ORDER BY s.id`).map(staffReply) }),
  );

  app.post(createStaff.path, requireStaff(sql, createStaff), async (c) => {
    const input = await readPayload(c);
    const { output, errors } = check(NewStaff, input);
    if (output && sql.get('SELECT id FROM staff WHERE email = ?', output.email)) addError(errors, 'email', EMAIL_TAKEN);
    const tooCommon = output && !errors['password'] ? commonPasswordError(output.password) : undefined;
    if (tooCommon) addError(errors, 'password', tooCommon);
    if (!output || hasErrors(errors)) return validationFailure(c, errors, NewStaff);
    const passwordHash = await hashPassword(output.password);
    let id: number;
    try {
      id = insertStaff(sql, { email: output.email, name: output.name, role: output.role, passwordHash });
    } catch (error) {
      if (isUniqueViolation(error, 'staff.email')) return validationFailure(c, { email: [EMAIL_TAKEN] });
      throw error;
    }
    const created = findStaff(sql, id)!;
    audit(sql, c.get('staff'), {
      action: 'create',
      entity: 'staff',
      entityId: id,
      summary: `Added ${created.role} ${created.email}`,
      after: { email: created.email, name: created.name, role: created.role },
    });
    return reply(c, createStaff, { success: true, message: 'Staff member added.', data: staffReply(created) }, 201);
  });

  app.post(disableStaff.path, requireStaff(sql, disableStaff), async (c) => {
    const id = idFrom(c.req.param('id'));
    const target = id === undefined ? undefined : findStaff(sql, id);
    if (!target) return failure(c, 'Staff member not found.', 404);
    const { output, errors } = check(StaffStatus, await readPayload(c));
    if (!output) return validationFailure(c, errors, StaffStatus);
    const me = c.get('staff');
    if (output.disabled && target.id === me.id) {
      return validationFailure(c, { disabled: ['You cannot disable your own account.'] });
    }
    const disabledAt = output.disabled ? (target.disabled_at ?? new Date().toISOString()) : null;
    sql.run('UPDATE staff SET disabled_at = ?, updated_at = ? WHERE id = ?', disabledAt, new Date().toISOString(), target.id);
    // A disabled member's sessions end now, not at their idle expiry.
    if (output.disabled) sql.run('DELETE FROM staff_tokens WHERE staff_id = ?', target.id);
    const updated = findStaff(sql, target.id)!;
    audit(sql, me, {
      action: output.disabled ? 'disable' : 'enable',
      entity: 'staff',
      entityId: target.id,
      summary: `${output.disabled ? 'Disabled' : 'Enabled'} ${target.email}`,
      before: { disabled: target.disabled_at !== null },
      after: { disabled: updated.disabled_at !== null },
    });
    return reply(c, disableStaff, {
      success: true,
      message: output.disabled ? 'Staff member disabled.' : 'Staff member enabled.',
      data: staffReply(updated),
    });
  });

  return app;
}
