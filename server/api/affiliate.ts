import { join } from 'node:path';
import { Hono } from 'hono';
import type * as v from 'valibot';
import type { AffiliateProfile } from '../../contracts/affiliate/affiliate.ts';
import { getDashboard } from '../../contracts/affiliate/get-dashboard.ts';
import { getTransactions } from '../../contracts/affiliate/get-transactions.ts';
import { AffiliateLogin, login } from '../../contracts/affiliate/login.ts';
import { logout } from '../../contracts/affiliate/logout.ts';
import { AffiliateSignup, register } from '../../contracts/affiliate/register.ts';
import { PROFILE_IMAGE_TYPES, ProfileUpdate, updateProfile } from '../../contracts/affiliate/update-profile.ts';
import {
  AFFILIATE_COLUMNS,
  UNAUTHENTICATED,
  checkPassword,
  hashPassword,
  issueToken,
  requireAffiliate,
  revokeToken,
} from '../auth.ts';
import type { AffiliateRow, AppEnv, Deps } from '../context.ts';
import { isUniqueViolation, type Sql } from '../db.ts';
import { commonPasswordError } from '../passwords.ts';
import { COMMISSIONS, type CommissionRow, PAYOUTS, type PayoutRow, balancesOf, commissionStatus, payoutStatus, releaseDue } from '../referrals/ledger.ts';
import { failure, reply } from '../reply.ts';
import { describeMethod } from './referrals.ts';
import type { PayoutMethod } from '../../contracts/referrals/referrals.ts';
import { imageExtension, remove, sniff, store } from '../uploads.ts';
import { EMAIL_TAKEN, addError, check, hasErrors, readPayload, validationFailure } from '../validation.ts';

const AFFILIATEID_TAKEN = 'The affiliateid has already been taken.';
const BAD_CREDENTIALS = 'These credentials do not match our records.';
const NOT_AN_IMAGE = 'The profile image field must be an image (png, jpg, webp or gif).';
/** Profile photos live with the public media, under the path the app requests them by. */
const PROFILE_IMAGE_DIR = 'storage/affiliates';
const UPLOADED_PROFILE_IMAGE = /^storage\/affiliates\/[0-9a-f]{32}\.(?:png|jpg|webp|gif)$/;

/** What may be paid out now, in taka: available commissions minus payouts requested or paid (the ledger's available account). */
const balanceOf = (sql: Sql, affiliateId: number): number => balancesOf(sql, affiliateId).available / 100;

function profileOf(sql: Sql, affiliate: AffiliateRow): v.InferInput<typeof AffiliateProfile> {
  return { ...affiliate, balance: balanceOf(sql, affiliate.id) };
}

/**
 * SPEC §7's transactions from the programme's ledger: each commission (a credit, with its
 * status), each payout (a debit once paid; a requested one holds its amount), and the history
 * brought over from the older transactions table. Debits go out as negative amounts as well as
 * by type, for clients that read either.
 */
function transactionsOf(sql: Sql, affiliateId: number) {
  const commissions = sql.all<CommissionRow>(`SELECT * FROM (${COMMISSIONS}) WHERE affiliate_id = ?`, affiliateId).map((row) => ({
    id: `commission-${row.id}`,
    at: row.created_at,
    description: `Commission on a won ${row.lead_type} (lead #${row.lead_id})`,
    amount: row.amount_poisha / 100,
    type: 'credit' as const,
    status: commissionStatus(row.account),
    reason: row.reason,
  }));
  const payouts = sql.all<PayoutRow>(`SELECT * FROM (${PAYOUTS}) WHERE affiliate_id = ?`, affiliateId).map((row) => {
    const status = payoutStatus(row.account);
    return {
      id: `payout-${row.id}`,
      at: row.created_at,
      description: `Payout to ${describeMethod(JSON.parse(row.method) as PayoutMethod)}${status === 'paid' && row.note ? ` (ref. ${row.note})` : ''}`,
      amount: -row.amount_poisha / 100,
      type: 'debit' as const,
      status,
      reason: status === 'rejected' ? row.note : null,
    };
  });
  const history = sql
    .all<{ id: number; date: string; created_at: string; description: string; amount_poisha: number; type: 'credit' | 'debit' }>(
      'SELECT id, date, created_at, description, amount_poisha, type FROM affiliate_transactions WHERE affiliate_id = ?',
      affiliateId,
    )
    .map((row) => ({
      id: row.id,
      at: `${row.date}T${row.created_at.slice(11) || '00:00:00.000Z'}`,
      description: row.description,
      amount: (row.type === 'debit' ? -row.amount_poisha : row.amount_poisha) / 100,
      type: row.type,
      status: null,
      reason: null,
    }));
  return [...commissions, ...payouts, ...history]
    .sort((a, b) => b.at.localeCompare(a.at))
    .map(({ at, ...row }) => ({ ...row, date: at.slice(0, 10) }));
}

const findAffiliate = (sql: Sql, id: number) =>
  sql.get<AffiliateRow>(`SELECT ${AFFILIATE_COLUMNS} FROM affiliates a WHERE a.id = ?`, id);

export function affiliateRoutes({ sql, paths, tokens, transaction }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const auth = requireAffiliate(sql);

  app.post(register.path, async (c) => {
    const input = await readPayload(c);
    const { output, errors } = check(AffiliateSignup, input);
    const email = input['email'];
    if (!errors['email'] && typeof email === 'string' && sql.get('SELECT id FROM affiliates WHERE email = ?', email.trim())) {
      addError(errors, 'email', EMAIL_TAKEN);
    }
    const affiliateid = input['affiliateid'];
    if (
      !errors['affiliateid'] &&
      typeof affiliateid === 'string' &&
      sql.get('SELECT id FROM affiliates WHERE affiliateid = ?', affiliateid.trim())
    ) {
      addError(errors, 'affiliateid', AFFILIATEID_TAKEN);
    }
    const password = input['password'];
    const tooCommon = !errors['password'] && typeof password === 'string' ? commonPasswordError(password) : undefined;
    if (tooCommon) addError(errors, 'password', tooCommon);
    if (hasErrors(errors) || !output) return validationFailure(c, errors, AffiliateSignup);

    const passwordHash = await hashPassword(output.password);
    const now = new Date().toISOString();
    let id: number;
    try {
      id = sql.run(
        `INSERT INTO affiliates (name, email, phone, affiliateid, password_hash, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
        output.name,
        output.email,
        output.phone,
        output.affiliateid,
        passwordHash,
        now,
        now,
      ).lastInsertRowid;
    } catch (error) {
      // Another registration took the email or id while the password was hashing.
      if (isUniqueViolation(error, 'affiliates.email')) return validationFailure(c, { email: [EMAIL_TAKEN] });
      if (isUniqueViolation(error, 'affiliates.affiliateid')) return validationFailure(c, { affiliateid: [AFFILIATEID_TAKEN] });
      throw error;
    }
    return reply(
      c,
      register,
      {
        success: true,
        message: 'Registration successful!',
        data: { id, name: output.name, email: output.email, affiliateid: output.affiliateid },
      },
      201,
    );
  });

  app.post(login.path, async (c) => {
    const { output, errors } = check(AffiliateLogin, await readPayload(c));
    if (!output) return validationFailure(c, errors, AffiliateLogin);
    const found = sql.get<{ id: number; password_hash: string }>(
      'SELECT id, password_hash FROM affiliates WHERE email = ?',
      output.email,
    );
    const affiliate = (await checkPassword(found?.password_hash, output.password)) && found ? findAffiliate(sql, found.id) : undefined;
    if (!affiliate) return c.json({ success: false, message: BAD_CREDENTIALS }, 401);
    const { token, expiresAt } = issueToken(sql, affiliate.id, { remember: output.remember }, tokens);
    return reply(c, login, {
      success: true,
      message: 'Login successful!',
      data: { token, token_type: 'Bearer', expires_at: expiresAt, affiliate: profileOf(sql, affiliate) },
    });
  });

  app.post(logout.path, auth, (c) => {
    revokeToken(sql, c.get('tokenId'));
    return reply(c, logout, { success: true, message: 'Logged out.' });
  });

  app.get(getDashboard.path, auth, (c) => {
    transaction(() => releaseDue(sql, new Date(), c.get('affiliate').id));
    return reply(c, getDashboard, { success: true, data: profileOf(sql, c.get('affiliate')) });
  });

  app.get(getTransactions.path, auth, (c) => {
    const affiliateId = c.get('affiliate').id;
    transaction(() => releaseDue(sql, new Date(), affiliateId));
    return reply(c, getTransactions, { success: true, data: transactionsOf(sql, affiliateId) });
  });

  app.post(updateProfile.path, auth, async (c) => {
    const affiliate = c.get('affiliate');
    const input = await readPayload(c);
    // A form that sends an empty string for "no new photo" means the same as leaving it out.
    if (input['profile_image'] === '') delete input['profile_image'];
    const { output, errors } = check(ProfileUpdate, input);

    const upload = input['profile_image'];
    const image = upload instanceof File && !errors['profile_image'] ? await sniff(upload) : undefined;
    const extension = imageExtension(image?.mime);
    const allowed: readonly string[] = PROFILE_IMAGE_TYPES;
    if (image && (!extension || !image.mime || !allowed.includes(image.mime))) addError(errors, 'profile_image', NOT_AN_IMAGE);
    if (hasErrors(errors) || !output) return validationFailure(c, errors, ProfileUpdate);

    let profileImage = affiliate.profile_image;
    let originalName: string | null = null;
    if (image && extension && upload instanceof File) {
      const name = await store(join(paths.media, PROFILE_IMAGE_DIR), image.bytes, extension);
      profileImage = `${PROFILE_IMAGE_DIR}/${name}`;
      originalName = upload.name.slice(0, 255);
    }
    // Address is cleared when sent empty and kept when not sent at all.
    const address = 'address' in input ? output.address || null : affiliate.address;
    sql.run(
      `UPDATE affiliates SET name = ?, address = ?, profile_image = ?,
         profile_image_original_name = COALESCE(?, profile_image_original_name), updated_at = ?
       WHERE id = ?`,
      output.name,
      address,
      profileImage,
      originalName,
      new Date().toISOString(),
      affiliate.id,
    );
    if (profileImage !== affiliate.profile_image && affiliate.profile_image && UPLOADED_PROFILE_IMAGE.test(affiliate.profile_image)) {
      await remove(join(paths.media, affiliate.profile_image));
    }
    const updated = findAffiliate(sql, affiliate.id);
    if (!updated) return failure(c, UNAUTHENTICATED, 401);
    return reply(c, updateProfile, { success: true, message: 'Profile updated successfully!', data: profileOf(sql, updated) });
  });

  return app;
}
