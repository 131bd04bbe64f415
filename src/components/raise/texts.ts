import { FEE_PROMISE } from '../../contract/rules/promises';
/** The three kinds of case a user can start, as the launch screens describe them. */
export const LAUNCH_KINDS: ReadonlyArray<{ type: 0 | 1 | 99; desc: string }> = [
  { type: 0, desc: '患者本人或亲属为治疗大病筹集医疗费用' },
  { type: 1, desc: '为学校、医院、灾区等筹集急需的物资' },
  { type: 99, desc: '为公益项目或个人的公益梦想筹款' },
];

/** The raise rules shown on the launch and help-instruction screens. */
export const RAISE_RULES = [
  '发起人需实名认证，并如实填写患者、收款人、就诊和家庭经济情况。',
  '全部资料由平台工作人员人工审核，基本信息审核通过后方可发布筹款。',
  '筹款期为30天；善款只能打入患者本人、直系亲属或医院对公账户。',
  FEE_PROMISE.raiseRule,
  '隐瞒或编造信息将被终止筹款并退回全部善款，情节严重的依法追究责任。',
];
