import { applyState, raiseState, reviewState } from '../../../src/contract/status-sets';
import { INFO_STATUS } from '../../../src/contract/raise-sections';

test('REVIEW: a section as its author sees it', () => {
  expect([0, 1, 2, 3, 4].map((s) => reviewState(s as 0))).toEqual(['DEFAULT', 'DEFAULT', 'PASS', 'REJECT', 'SUBMIT']);
});

test('APPLY: a withdrawal application', () => {
  expect([null, 'CANCELLED', 'PENDING', 'FIRST_APPROVED', 'APPROVED', 'PAID', 'REJECTED', 'FAILED'].map(applyState)).toEqual([
    'DEFAULT', 'DEFAULT', 'APPLYING', 'APPLYING', 'APPLYING', 'APPLY_SUCCESS', 'APPLY_FAIL', 'APPLY_FAIL',
  ]);
});

test('RAISE: a case on 我的筹款', () => {
  const { NO_SAVE, SAVED, PASS, REJECTED, SUBMIT_SUCCESS } = INFO_STATUS;
  const c = (sections: Record<string, 0 | 1 | 2 | 3 | 4>, published = false, caseStatus = 0) => raiseState({ sections, published, caseStatus });
  expect(c({ base: SAVED, patient: NO_SAVE })).toBeNull(); // a draft
  expect(c({ base: SUBMIT_SUCCESS, patient: SAVED })).toBeNull(); // not all of it sent
  expect(c({ base: SUBMIT_SUCCESS, patient: PASS })).toBe('SUBMITTED');
  expect(c({ base: PASS, patient: REJECTED })).toBe('APPROVE_DENIED');
  expect(c({ base: PASS, patient: PASS })).toBe('APPROVE_PENDING');
  expect(c({ base: PASS }, true, 0)).toBe('CROWDFUNDING_STATED');
  for (const s of [1, 2, 3, 4, 101, 102, 103, 201, 202, 203, 204]) expect(c({ base: PASS }, true, s)).toBe('FINISHED');
});

test('RAISE: only the sections the case needs count (an unneeded hospital account stays NO_SAVE)', () => {
  const { NO_SAVE, PASS, SUBMIT_SUCCESS } = INFO_STATUS;
  const required = ['base', 'payee'];
  expect(raiseState({ sections: { base: SUBMIT_SUCCESS, payee: SUBMIT_SUCCESS, hospital: NO_SAVE }, required, published: false, caseStatus: 0 })).toBe('SUBMITTED');
  expect(raiseState({ sections: { base: PASS, payee: PASS, hospital: NO_SAVE }, required, published: false, caseStatus: 0 })).toBe('APPROVE_PENDING');
  expect(raiseState({ sections: { base: PASS }, required, published: false, caseStatus: 0 })).toBeNull(); // payee never saved
});
