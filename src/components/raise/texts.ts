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

/** The launch screen's help entries: [test id, title, what it offers, route]. */
export const LAUNCH_HELP: ReadonlyArray<readonly [string, string, string, string]> = [
  ['launch-help-instruction', '求助说明', '发起筹款的四个步骤与所需资料', 'helpInstruction'],
  ['launch-help-service', '一对一筹款服务', '筹款顾问免费协助准备材料', 'fundraisingService'],
  ['launch-help-green-path', '绿色通道', '重症患者优先审核', 'greenPath'],
  ['launch-help-channel', '医院与公益组织合作', '社工部、公益机构协助患者求助', 'channelPartner'],
  ['launch-help-patient', '不需要筹款？帮助患者', '转发、证实、留言都是帮助', 'helpThePatient'],
];
