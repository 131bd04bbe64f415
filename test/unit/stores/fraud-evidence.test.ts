/** A fraud flag as staff read it: subject and evidence in Chinese, no key, no JSON, a case as a link only. */
import { fraudEvidence, fraudSubject } from '../../../src/stores/staff/fraud-evidence';

test('the subject names what was seen, the evidence reads as a sentence', () => {
  expect(fraudSubject('case:3703fb67-0905-4065-b7f8-8954a74ca475')).toBe('筹款案例');
  expect(fraudSubject('payee:****1234')).toBe('收款账户 ****1234');
  expect(fraudSubject('ip:10.0.0.1')).toBe('IP 10.0.0.1');
  expect(fraudEvidence({ donations: 12, donors: 9, maxFen: 100, windowSeconds: 600, newAccountDays: 7, orderIds: ['a', 'b'] }))
    .toBe('小额捐款12笔，来自9位捐款人，单笔不超过1元，10分钟内，注册不满7天的新账户，涉及订单2笔');
  expect(fraudEvidence({ accountTail: '1234', owners: 2, cases: ['x', 'y', 'z'] })).toBe('账户尾号1234，2位不同的发起人，涉及3个筹款');
  const text = fraudEvidence({ scope: 'ip', userId: 'u_1', orders: 31, limit: 30, windowSeconds: 60 });
  expect(text).toBe('按IP统计，下单31次，上限30次，1分钟内');
  expect(text).not.toMatch(/[{}[\]"]|userId/);
});
