/** 我的筹款's next step of a published case by its status: a case whose donations go back follows its refunds (issue 25). */
import { nextStep } from '../../../src/stores/mine/nextStep';
import { REQUIRED_SECTIONS, type MyRaiseCase } from '../../../src/contract/raise';

const published = (caseStatus: number) => nextStep({ infoUuid: 'c1', raiseType: 0, published: true, caseStatus, sections: {} as never, required: [] });

test('a refunding or refunded case opens its refund progress', () => {
  for (const status of [201, 202, 203, 204]) {
    expect(published(status)).toMatchObject({ action: '查看退款进度', route: 'refundAuditPass', params: { infoUuid: 'c1' } });
  }
});

test('the other states keep their steps', () => {
  expect(published(0).route).toBe('fundraiserCenter');
  expect(published(1).route).toBe('withdrawConfirm');
  expect(published(101).route).toBe('raiseWithdrawDetail');
  expect(published(103).route).toBe('fundUseSubmit');
  expect(published(4).route).toBe('contribute');
});

const S = { NO_SAVE: 0, SAVED: 1, PASS: 2, REJECTED: 3, SUBMIT_SUCCESS: 4 } as const;
const required: MyRaiseCase['required'] = ['base', 'patient', 'material'];

test('a paid withdrawal with money left keeps its withdrawal record, where 结束筹款 is offered', () => {
  expect(published(102)).toMatchObject({ action: '查看提现', route: 'raiseWithdrawDetail' });
});

test('a draft with every section saved is sent for review, not filled in again', () => {
  const draft = (sections: Record<string, number>) => nextStep({ infoUuid: 'c1', raiseType: 0, published: false, caseStatus: 0, sections: sections as never, required });
  expect(draft({ base: S.SAVED, patient: S.SAVED, material: S.SAVED })).toMatchObject({ state: '待提交', action: '提交审核', route: 'raiseCommitVerify', primary: true });
  // a section fixed after review, the rest passed: sent again
  expect(draft({ base: S.PASS, patient: S.PASS, material: S.SAVED })).toMatchObject({ state: '待提交', route: 'raiseCommitVerify' });
  expect(draft({ base: S.SAVED, patient: S.NO_SAVE, material: S.SAVED })).toMatchObject({ state: '草稿', action: '继续填写', route: 'pendingNotice' });
  expect(draft({ base: S.SUBMIT_SUCCESS, patient: S.SUBMIT_SUCCESS, material: S.SUBMIT_SUCCESS })).toMatchObject({ state: '审核中' });
});

test('a raising case whose papers review sent back (or never got) asks for them', () => {
  const raising = (material: number) => nextStep({ infoUuid: 'c1', raiseType: 0, published: true, caseStatus: 0, sections: { base: S.PASS, patient: S.PASS, material } as never, required });
  for (const m of [S.REJECTED, S.NO_SAVE, S.SAVED]) {
    expect(raising(m)).toMatchObject({ state: '待补充材料', action: '补充材料', route: 'supplementCommitVerify', params: { infoUuid: 'c1' } });
  }
  expect(raising(S.SUBMIT_SUCCESS).route).toBe('fundraiserCenter');
  expect(raising(S.PASS).route).toBe('fundraiserCenter');
  // an ended case: its money, not its papers
  expect(nextStep({ infoUuid: 'c1', raiseType: 0, published: true, caseStatus: 2, sections: { material: S.REJECTED } as never, required }).route).toBe('withdrawConfirm');
});

test('a dream before it is published goes to its own screens, not the illness section list', () => {
  // the server's required list (payee and papers come after publishing) as 我的筹款 receives it
  const dream = (sections: Record<string, number>) => nextStep({ infoUuid: 'd1', raiseType: 99, published: false, caseStatus: 0, sections: sections as never, required: [...REQUIRED_SECTIONS[99]] });
  // its summary saved (the first save creates it): who realises it is what is left to fill in
  expect(dream({ base: S.SAVED, fundraiser: S.NO_SAVE })).toMatchObject({ state: '草稿', action: '继续填写', route: 'dreamRealiser', params: { infoUuid: 'd1' } });
  expect(dream({ base: S.SAVED, fundraiser: S.SAVED })).toMatchObject({ state: '待提交', action: '提交审核', route: 'dreamConfirm', primary: true });
  expect(dream({ base: S.SUBMIT_SUCCESS, fundraiser: S.SUBMIT_SUCCESS })).toMatchObject({ state: '审核中', action: '查看进度', route: 'dreamReview' });
  expect(dream({ base: S.PASS, fundraiser: S.REJECTED })).toMatchObject({ action: '修改材料', route: 'dreamReview' });
  expect(dream({ base: S.PASS, fundraiser: S.PASS })).toMatchObject({ action: '去发布', route: 'dreamReview', primary: true });
  // published, a dream is a case like any other
  expect(nextStep({ infoUuid: 'd1', raiseType: 99, published: true, caseStatus: 0, sections: {} as never, required: [] }).route).toBe('fundraiserCenter');
});

test('a published dream is asked for its payee and papers on the list of its sections; its papers alone on their own screen', () => {
  const dream = (sections: Record<string, number>) => nextStep({ infoUuid: 'd1', raiseType: 99, published: true, caseStatus: 0, sections: sections as never, required: [...REQUIRED_SECTIONS[99]] });
  expect(dream({ base: S.PASS, fundraiser: S.PASS, payee: S.NO_SAVE, material: S.NO_SAVE })).toMatchObject({ state: '待补充材料', action: '补充材料', route: 'raiseCommitVerify', params: { infoUuid: 'd1' } });
  expect(dream({ base: S.PASS, fundraiser: S.PASS, payee: S.SUBMIT_SUCCESS, material: S.REJECTED })).toMatchObject({ state: '待补充材料', route: 'supplementCommitVerify' });
  expect(dream({ base: S.PASS, fundraiser: S.PASS, payee: S.PASS, material: S.SUBMIT_SUCCESS }).route).toBe('fundraiserCenter');
});
