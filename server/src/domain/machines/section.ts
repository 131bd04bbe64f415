/**
 * The info status machine of one case section, declared once. Every section moves only along these
 * transitions; anything else is refused with the message of the state it is in, and nothing changes.
 *   NO_SAVE 0 --save--> SAVED 1 --save--> SAVED 1 --submit--> SUBMIT_SUCCESS 4
 *   SUBMIT_SUCCESS 4 --approve--> PASS 2 | --reject--> REJECTED 3 --save--> SAVED 1
 * A PASS section is final here: the base info of a passed case changes only through the edit-case
 * review (a PENDING revision, services/raise/base.ts), which never moves the section's status. A passed payee
 * changes through a filed change (payee-change.ts): PASS -> SUBMIT_SUCCESS -> PASS with old or new data.
 */
import { conflict } from '../../lib/errors';
import { defineMachine } from './transition';
import { INFO_STATUS, type InfoStatus } from '../../../../src/contract/raise-sections';

export type SectionAction = 'save' | 'submit' | 'approve' | 'reject';
const { NO_SAVE, SAVED, PASS, REJECTED, SUBMIT_SUCCESS } = INFO_STATUS;

export const TRANSITIONS: Record<SectionAction, Partial<Record<InfoStatus, InfoStatus>>> = {
  save: { [NO_SAVE]: SAVED, [SAVED]: SAVED, [REJECTED]: SAVED },
  submit: { [SAVED]: SUBMIT_SUCCESS },
  approve: { [SUBMIT_SUCCESS]: PASS },
  reject: { [SUBMIT_SUCCESS]: REJECTED },
};

/** Why an action is refused in a state (the 409 message). */
const REFUSAL: Record<SectionAction, Record<InfoStatus, string>> = {
  save: { 0: '', 1: '', 2: '资料已审核通过，不可修改', 3: '', 4: '资料审核中，暂不可修改' },
  submit: { 0: '请先填写并保存资料', 1: '', 2: '资料已审核通过，无需重复提交', 3: '请修改被驳回的资料后再提交', 4: '资料已提交，请耐心等待审核' },
  approve: { 0: '该资料不在待审核状态', 1: '该资料不在待审核状态', 2: '该资料不在待审核状态', 3: '该资料不在待审核状态', 4: '' },
  reject: { 0: '该资料不在待审核状态', 1: '该资料不在待审核状态', 2: '该资料不在待审核状态', 3: '该资料不在待审核状态', 4: '' },
};

export const canMove = (from: InfoStatus, action: SectionAction) => TRANSITIONS[action][from] !== undefined;

/** The state after `action`, or a 409 with a Chinese message. */
export function nextStatus(from: InfoStatus, action: SectionAction): InfoStatus {
  const to = TRANSITIONS[action][from];
  if (to === undefined) throw conflict(REFUSAL[action][from] || '当前状态不可进行此操作');
  return to;
}

/**
 * The section machine as moves (case_sections.status): every action's moves, and a passed payee's
 * change (payee-change.ts): PASS -> SUBMIT_SUCCESS when filed, SUBMIT_SUCCESS -> PASS when decided.
 */
const sectionMoves: Record<InfoStatus, InfoStatus[]> = { 0: [], 1: [], 2: [SUBMIT_SUCCESS], 3: [], 4: [PASS] };
for (const byFrom of Object.values(TRANSITIONS)) {
  for (const [from, to] of Object.entries(byFrom)) if (!sectionMoves[Number(from) as InfoStatus].includes(to)) sectionMoves[Number(from) as InfoStatus].push(to);
}
export const SECTION = defineMachine<'case_sections', InfoStatus>({
  name: 'section', table: 'case_sections', moves: sectionMoves, refusal: '资料状态已变化，请刷新后重试',
});
