/** The case's 证明材料 page facts by the case's kind: a goods or dream case has no patient, disease or hospital. */
import { caseFacts } from '../../../src/stores/case-facts';

const info = (raiseType: 0 | 1 | 99, relation: '' | 'self' | 'spouse' = 'self') => ({
  raiseType, treatmentInfo: { hospital: '北京协和医院', disease: '白血病' }, payeeInfo: { relation, name: '张*' },
});

test('an illness case: its disease, hospital and a payee related to the patient', () => {
  expect(caseFacts(info(0))).toEqual({
    heading: '诊疗与收款信息',
    facts: [['所患疾病', '白血病'], ['就诊医院', '北京协和医院'], ['收款人', '张*'], ['收款人与患者的关系', '患者本人']],
  });
});

test('a goods or dream case: only its payee, related to the fundraiser', () => {
  for (const t of [1, 99] as const) {
    expect(caseFacts(info(t, 'spouse'))).toEqual({ heading: '收款信息', facts: [['收款人', '张*'], ['收款人与发起人的关系', '发起人配偶']] });
  }
  expect(caseFacts(info(99, '')).facts[1]).toEqual(['收款人与发起人的关系', '未填写']);
});
