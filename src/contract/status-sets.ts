/**
 * The further status sets of the spec, each the summary of a flow we already run, derived here from the
 * flow's own statuses (never stored, never a second machine):
 * - REVIEW (DEFAULT, SUBMIT, REJECT, PASS): anything a user sends to staff review, as its author sees it
 *   (a raise section: NO_SAVE/SAVED -> DEFAULT, SUBMIT_SUCCESS -> SUBMIT, REJECTED -> REJECT, PASS -> PASS).
 * - APPLY (DEFAULT, APPLYING, APPLY_SUCCESS, APPLY_FAIL): a fundraiser's withdrawal application (none or
 *   cancelled -> DEFAULT; PENDING, FIRST_APPROVED, APPROVED -> APPLYING; PAID -> APPLY_SUCCESS;
 *   REJECTED, FAILED -> APPLY_FAIL).
 * - RAISE (SUBMITTED, APPROVE_PENDING, APPROVE_DENIED, CROWDFUNDING_STATED, FINISHED): a fundraiser's case as
 *   我的筹款 lists it: in review; approved and waiting to be published; a section refused; raising; ended
 *   (any case status but 0). A draft not yet sent is none of them (null).
 */
import { INFO_STATUS, type InfoStatus } from './raise-sections';
import { statusLabel } from './rules/case-status';

export const REVIEW_STATE = { DEFAULT: 'DEFAULT', SUBMIT: 'SUBMIT', REJECT: 'REJECT', PASS: 'PASS' } as const;
export type ReviewState = keyof typeof REVIEW_STATE;
export const APPLY_STATE = { DEFAULT: 'DEFAULT', APPLYING: 'APPLYING', APPLY_SUCCESS: 'APPLY_SUCCESS', APPLY_FAIL: 'APPLY_FAIL' } as const;
export type ApplyState = keyof typeof APPLY_STATE;
export const RAISE_STATE = {
  SUBMITTED: 'SUBMITTED', APPROVE_PENDING: 'APPROVE_PENDING', APPROVE_DENIED: 'APPROVE_DENIED', CROWDFUNDING_STATED: 'CROWDFUNDING_STATED', FINISHED: 'FINISHED',
} as const;
export type RaiseState = keyof typeof RAISE_STATE;

export function reviewState(s: InfoStatus): ReviewState {
  if (s === INFO_STATUS.SUBMIT_SUCCESS) return 'SUBMIT';
  if (s === INFO_STATUS.REJECTED) return 'REJECT';
  if (s === INFO_STATUS.PASS) return 'PASS';
  return 'DEFAULT';
}

export function applyState(withdrawal: string | null | undefined): ApplyState {
  switch (withdrawal) {
    case 'PENDING':
    case 'FIRST_APPROVED':
    case 'APPROVED':
      return 'APPLYING';
    case 'PAID':
      return 'APPLY_SUCCESS';
    case 'REJECTED':
    case 'FAILED':
      return 'APPLY_FAIL';
    default:
      return 'DEFAULT';
  }
}

/**
 * A case of the fundraiser's: its sections' statuses, the sections it needs (`required`; absent: every
 * listed section counts), whether it is published, its case status. A section the case does not need
 * (the hospital account of a bank payee, the patient of a goods case) stays NO_SAVE and says nothing.
 */
export function raiseState(c: {
  published: boolean; caseStatus: number; sections: Partial<Record<string, InfoStatus>> | null | undefined; required?: readonly string[];
}): RaiseState | null {
  if (c.published) return c.caseStatus === 0 ? 'CROWDFUNDING_STATED' : 'FINISHED';
  const sections = c.sections ?? {};
  const keys = c.required ?? Object.keys(sections);
  const st = keys.map((k) => reviewState((sections[k] ?? INFO_STATUS.NO_SAVE) as InfoStatus));
  if (st.includes('REJECT')) return 'APPROVE_DENIED';
  if (st.length && st.every((s) => s === 'PASS')) return 'APPROVE_PENDING';
  if (st.includes('SUBMIT') && !st.includes('DEFAULT')) return 'SUBMITTED';
  return null;
}

/**
 * An unpublished raise in words (我的筹款's badge): a draft not yet sent is 草稿, one with every section
 * it needs saved and some not yet sent is 待提交 (nothing left to fill in). Published ones take the case status label.
 */
export const RAISE_STATE_LABELS = { DRAFT: '草稿', READY: '待提交', SUBMITTED: '审核中', APPROVE_PENDING: '待发布', APPROVE_DENIED: '审核未通过' } as const;

/** A draft (no raise state) whose needed sections are all saved or passed, some of them not yet sent to review. */
export function draftReady(c: Parameters<typeof raiseState>[0]): boolean {
  if (c.published || raiseState(c)) return false;
  const sections = c.sections ?? {};
  const st = (c.required ?? Object.keys(sections)).map((k) => sections[k] ?? INFO_STATUS.NO_SAVE);
  return st.length > 0 && st.every((s) => s === INFO_STATUS.SAVED || s === INFO_STATUS.PASS) && st.includes(INFO_STATUS.SAVED);
}

/**
 * The sections a published raising case still owes review (sent back, or never sent: a case may be
 * published once its base passed, and a dream fills its payee and papers only then), in the order its
 * type lists them. 我的筹款 asks for them (补充材料); a withdrawal waits for them.
 */
export function sectionsWanted(c: Parameters<typeof raiseState>[0]): string[] {
  if (!c.published || c.caseStatus !== 0) return [];
  return (c.required ?? []).filter((k) => {
    const s = c.sections?.[k] ?? INFO_STATUS.NO_SAVE;
    return s === INFO_STATUS.REJECTED || s === INFO_STATUS.NO_SAVE || s === INFO_STATUS.SAVED;
  });
}

/** Where those sections are sent from: its papers alone on their own screen (filled and sent at once); more on the case's list of sections. */
export const sectionsWantedRoute = (wanted: readonly string[]): 'supplementCommitVerify' | 'raiseCommitVerify' =>
  wanted.length && wanted.join() !== 'material' ? 'raiseCommitVerify' : 'supplementCommitVerify';

/** A fundraiser's raise in words: published, its case status label; else the raise state's (草稿 / 待提交 / 审核中 / 待发布 / 审核未通过). */
export function raiseStatusLabel(c: Parameters<typeof raiseState>[0]): string {
  if (c.published) return statusLabel(c.caseStatus);
  if (draftReady(c)) return RAISE_STATE_LABELS.READY;
  return RAISE_STATE_LABELS[(raiseState(c) ?? 'DRAFT') as keyof typeof RAISE_STATE_LABELS];
}
