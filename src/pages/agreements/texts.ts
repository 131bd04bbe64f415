import { FEE_PROMISE } from '../../contract/rules/promises';
/** The user agreement and privacy policy (short, plain-language versions). */

export interface AgreementSection {
  heading: string;
  paragraphs: string[];
}
export interface AgreementDoc {
  title: string;
  updated: string;
  intro: string;
  sections: AgreementSection[];
}

export const USER_AGREEMENT: AgreementDoc = {
  title: '用户协议',
  updated: '2026年11月1日',
  intro:
    '欢迎使用爱心筹。爱心筹是为大病患者及其家庭提供个人求助信息发布与爱心支持的互联网平台。请您在注册、登录或使用本平台前仔细阅读本协议；您登录或使用即表示同意本协议全部内容。',
  sections: [
    {
      heading: '一、平台的定位',
      paragraphs: [
        '本平台为求助人发布个人大病求助信息、为爱心人士提供自愿赠与渠道，不属于慈善组织公开募捐。求助信息由求助人发布并对其真实性负责，平台依据本协议与公示规则进行审核与风险提示。',
      ],
    },
    {
      heading: '二、账号与安全',
      paragraphs: [
        '您可使用手机号和短信验证码登录。请妥善保管您的手机与验证码，不得将账号出借、转让或用于他人的筹款。因您保管不善造成的损失由您自行承担。',
      ],
    },
    {
      heading: '三、发起筹款的义务',
      paragraphs: [
        '发起人应如实填写患者身份、病情、治疗费用、家庭经济状况及收款人信息，并按要求提交诊断证明、费用票据等材料。不得虚构病情、夸大费用、重复筹款或隐瞒已获得的医保、商业保险赔付及其他救助。',
        '筹得款项须专款用于患者治疗。平台有权要求补充材料、公示款项使用情况；发现违规的，平台可暂停筹款、冻结提现、退还捐款并依法追究责任。',
      ],
    },
    {
      heading: '四、支持者须知',
      paragraphs: [
        '您的支持属于对求助人的自愿个人赠与。请在支持前认真阅读求助信息与平台风险提示；如对求助信息存疑，可通过页面中的举报入口反馈，平台将及时核实处理。',
      ],
    },
    {
      heading: '五、服务费用',
      paragraphs: [FEE_PROMISE.agreement],
    },
    {
      heading: '六、协议的变更与争议',
      paragraphs: [
        '平台可根据法律法规及业务调整更新本协议，更新后将在本页面公布。因本协议产生的争议，双方应友好协商；协商不成的，提交平台运营方所在地有管辖权的人民法院处理。',
      ],
    },
  ],
};

export const PRIVACY_POLICY: AgreementDoc = {
  title: '隐私政策',
  updated: '2026年11月1日',
  intro:
    '我们深知个人信息对您的重要性。本政策说明爱心筹如何收集、使用、存储和保护您的个人信息，以及您享有的权利。',
  sections: [
    {
      heading: '一、我们收集的信息',
      paragraphs: [
        '登录信息：手机号码、短信验证码；在微信中使用时，经您授权的昵称和头像。',
        '筹款信息：发起筹款时您提交的患者身份、病情与诊疗材料、收款人信息。此类信息属于敏感个人信息，仅在您主动提交时收集。',
        '支持记录：支持金额、时间、留言，以及为完成支付所必需的订单信息（我们不保存您的银行卡号）。',
        '设备与日志：浏览的页面、访问时间、设备型号与网络信息，用于保障安全与改进服务。',
      ],
    },
    {
      heading: '二、我们如何使用信息',
      paragraphs: [
        '用于账号登录与身份核验、筹款审核与公示、支付与退款、向您发送筹款进展和支持凭证通知、防范欺诈与保障资金安全。未经您同意，我们不会将信息用于上述目的以外的用途。',
      ],
    },
    {
      heading: '三、信息的共享与公开',
      paragraphs: [
        '为核实求助信息，我们可能在必要范围内向医院、支付机构提供相关信息。筹款页面会公示患者姓名（部分隐去）、病情概况与资金使用情况；支持者可选择匿名展示。除法律法规要求外，我们不会向第三方出售您的个人信息。',
      ],
    },
    {
      heading: '四、信息的存储与保护',
      paragraphs: [
        '您的信息存储于中华人民共和国境内，采用加密传输与访问控制等措施保护。我们仅在实现目的所需的期限内保存信息，超出期限后删除或匿名化处理。',
      ],
    },
    {
      heading: '五、您的权利',
      paragraphs: [
        '您可以查询、更正您的个人信息，撤回授权，或申请注销账号。如需帮助，请通过在线客服与我们联系，我们将在15个工作日内答复。',
      ],
    },
  ],
};

/** The document for a `kind` route param (user / privacy); null for an unknown kind. */
export function agreementFor(kind: string | undefined): AgreementDoc | null {
  if (kind === 'user') return USER_AGREEMENT;
  if (kind === 'privacy') return PRIVACY_POLICY;
  return null;
}
