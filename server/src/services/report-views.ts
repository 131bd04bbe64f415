/**
 * The donor's reports beyond their reading (src/contract/reports.ts): a thumbs-up on someone's monthly
 * report, the annual report with its signed share-image link, the share image itself (a PNG made on
 * request from the database; a signed link, no session needed) and the data copy as a file to keep.
 */
import type { AppDeps } from '../deps';
import { badRequest, notFound } from '../lib/errors';
import { addBlessing, blessingsOf } from '../repositories/donor-reports';
import { findUserById, type UserRow } from '../repositories/users';
import { cookieSecret } from '../secrets';
import { dataCopy } from './account-deletion';
import { annualReport, chinaYearMonth } from './donor-reports';
import { annualImagePath, renderAnnualImage, validImageSig } from './report-image';

export async function blessMonth(deps: AppDeps, user: UserRow, ownerId: string, month: string) {
  const owner = await findUserById(deps.db, ownerId);
  if (!owner || owner.deleted_at != null) throw notFound('用户不存在');
  const added = await addBlessing(deps.db, ownerId, month, user.user_id, deps.clock());
  return { ...(await blessingsOf(deps.db, ownerId, month, user.user_id)), added };
}

export async function annualWithImage(deps: AppDeps, user: UserRow, year: number | undefined) {
  const r = await annualReport(deps.db, user, deps.clock(), year);
  return { ...r, imageUrl: annualImagePath(cookieSecret(deps.config), user.user_id, r.year) };
}

/** The annual report's share image; `pageUrl`: what its QR code opens. */
export async function annualImagePng(deps: AppDeps, userId: string, yearText: string, sig: string, pageUrl: string): Promise<Buffer> {
  const year = Number(yearText);
  if (!Number.isInteger(year) || year < 2000 || year > 2100) throw badRequest('年份不正确');
  if (!validImageSig(cookieSecret(deps.config), userId, year, sig)) throw notFound();
  const user = await findUserById(deps.db, userId);
  if (!user || user.deleted_at != null) throw notFound();
  return renderAnnualImage(await annualReport(deps.db, user, deps.clock(), year), pageUrl);
}

/** The user's data copy as JSON text, and the file name it is kept under (my-data-YYYYMM.json, China time). */
export async function dataCopyFile(deps: AppDeps, userId: string): Promise<{ name: string; text: string }> {
  const copy = await dataCopy(deps.db, userId, deps.clock());
  const { year, month } = chinaYearMonth(deps.clock());
  return { name: `my-data-${year}${String(month).padStart(2, '0')}.json`, text: JSON.stringify(copy, null, 2) };
}
