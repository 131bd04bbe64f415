/**
 * The demo's raise waiting for staff review (seed/review.ts): a fundraiser filled in every section and
 * sent them, none decided yet, so the staff console's review queue has a whole case to go through.
 * Its pictures are cover slot REVIEW_SLOT (seed/covers.ts: after the base demo's and the lifecycle cases).
 */
export const REVIEW_CASE = {
  infoUuid: 'demo-review-1',
  owner: 'demo-review-owner',
  title: '父亲突发心梗做了支架手术，恳请大家帮帮我们',
  content: '我的父亲周国强今年五十八岁，上个月在工地上突发急性心肌梗死，被送到郑州大学第一附属医院抢救，做了心脏支架手术。'
    + '术后还需要住院康复和长期服药，家里是农村户口，母亲常年有病，前期的抢救和手术已经花光了积蓄，还借了亲戚六万元。恳请好心人帮帮我们，谢谢大家。',
  target: 15_000_000,
  patient: { name: '周国强', birth: '19680415', relation: 'parent' },
  fundraiser: { name: '周晓东', birth: '19930822' },
  treatment: { hospital: '郑州大学第一附属医院', department: '心血管内科', diagnosis: '急性心肌梗死', city: '郑州' },
  household: {
    houseOwned: true, houseCount: 1, houseValue: 8_000_000, carOwned: false, carValue: 0, annualIncome: 4_800_000, medicalInsurance: 'urban_rural',
    lowIncome: false, govMedicalAid: false, otherHelp: false, otherHelpAmount: 0, hasDebt: true, debtAmount: 6_000_000,
  },
  bank: { bankName: '中国农业银行', bankAccount: '6228480415789035623' },
} as const;
