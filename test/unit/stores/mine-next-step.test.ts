/** 我的筹款's next step of a published case by its status: a case whose donations go back follows its refunds (issue 25). */
import { nextStep } from '../../../src/stores/mine/nextStep';

const published = (caseStatus: number) => nextStep({ infoUuid: 'c1', published: true, caseStatus, sections: {} as never, required: [] });

test('a refunding or refunded case opens its refund progress', () => {
  for (const status of [201, 202, 203, 204]) {
    expect(published(status)).toMatchObject({ action: '查看退款进度', route: 'refundAuditPass', params: { infoUuid: 'c1' } });
  }
});

test('the other states keep their steps', () => {
  expect(published(0).route).toBe('fundraiserCenter');
  expect(published(1).route).toBe('withdrawConfirm');
  expect(published(101).route).toBe('raiseWithdrawDetail');
  expect(published(102).route).toBe('fundUseSubmit');
  expect(published(4).route).toBe('contribute');
});
