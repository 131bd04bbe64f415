/**
 * Demo content (issue 18): what a medical crowdfunding platform publishes: how raising works, fees,
 * verification, withdrawals; common problems; the raising-help info pages; the first-screen advert and
 * the left-swipe views. Staff edit all of it in the console (/staff/content); seeded once with the demo.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema';
import type { ContentItemsTable } from '../src/db/schema-content';
import { coverPath } from './covers';
import { FEE_PROMISE } from '../../src/contract/rules/promises';

const DAY = 24 * 3600_000;

type Seed = Pick<ContentItemsTable, 'kind' | 'title'> & Partial<ContentItemsTable>;

const ARTICLES: Seed[] = [
  {
    kind: 'article', category: '筹款指南', title: '大病筹款怎么发起？一文看懂筹款全流程',
    summary: '从填写求助信息、上传医疗材料到审核公示、提现使用，带你了解一次筹款的每一步。',
    body: '第一步：填写求助信息。发起人需要如实填写患者姓名、所患疾病、就诊医院和目标金额，目标金额应与实际治疗费用相符。\n\n第二步：上传证明材料。包括患者身份证明、诊断证明或住院病历、医疗费用票据等。材料越完整，审核越快。\n\n第三步：平台审核。审核人员会核对材料的真实性，必要时联系就诊医院核实。审核通过后筹款页面才会对外展示。\n\n第四步：转发与证实。发起人可以把筹款转发给亲友，亲友、医生可以为筹款做证实，增加可信度。\n\n第五步：提现与公示。筹款结束后申请提现，善款打入患者本人、直系亲属或医院对公账户，提现信息会在筹款页面公示，接受捐款人监督。',
  },
  {
    kind: 'article', category: '费用说明', title: '平台收费吗？服务费与支付通道费说明',
    // The fee sentences are the declared promise (src/contract/rules/promises.ts), not a copy of it.
    summary: FEE_PROMISE.articleSummary,
    body: `${FEE_PROMISE.articleLead}\n\n提现时，系统会展示本次可提现金额、服务费及实际到账金额，确认无误后再提交。所有捐款明细都可以在筹款详情页的善款公示中查看。`,
  },
  {
    kind: 'article', category: '审核与证实', title: '为什么要做证实？亲友证实和医生证实的作用',
    summary: '证实是捐款人判断求助真实性的重要参考，了解如何邀请亲友、医生为筹款做证实。',
    body: '证实是熟悉患者情况的人，以实名方式为求助信息的真实性作证。\n\n亲友证实：患者的家人、同事、邻居可以在筹款页点击“证实”，填写与患者的关系和证实内容。\n\n医生证实：主治医生或医院社工可以提交医护人员证实，平台会核对其执业信息，通过后展示“医护证实”标识。\n\n请注意：证实人需对证实内容的真实性负责，虚假证实会被平台标记并追究责任。',
  },
  {
    kind: 'article', category: '提现与使用', title: '筹到的钱怎么提现？提现公示与善款使用说明',
    summary: '提现需要审核并公示，善款只能用于患者治疗。了解提现条件、到账时间和使用反馈。',
    body: '筹款结束或需要支付医疗费用时，发起人可以申请提现。提现前需要完成收款人信息和材料审核。\n\n提交提现申请后，平台会在筹款页面进行提现公示，公示期内捐款人可以提出异议。公示期结束且审核通过后，善款打入指定账户，一般 1 至 3 个工作日到账。\n\n善款到账后，请及时上传医疗费用票据，反馈善款使用情况，让每一位爱心人士看到善款的去向。',
  },
  {
    kind: 'article', category: '安全提示', title: '警惕冒充平台工作人员的诈骗电话',
    summary: '平台工作人员不会以任何理由要求您转账或提供验证码，请认准官方客服渠道。',
    body: '近期有不法分子冒充筹款平台工作人员，以“解冻善款”“加快审核”“退还手续费”等名义要求筹款人转账。\n\n请牢记：平台不会向筹款人收取任何审核费、加急费；不会要求您把善款转到个人账户；不会索要短信验证码或银行卡密码。\n\n如接到可疑电话，请立即挂断，并通过平台内的在线客服核实。',
  },
];

const PROBLEMS: Seed[] = [
  { kind: 'problem', category: '发起筹款', title: '谁可以发起筹款？', body: '患者本人或其直系亲属（配偶、父母、子女）可以发起；其他亲友代为发起的，需要提供与患者的关系证明并由患者或直系亲属授权。' },
  { kind: 'problem', category: '发起筹款', title: '目标金额怎么填写？', body: '目标金额应根据医院出具的治疗费用预估填写，扣除医保报销、商业保险理赔等已有资金后的缺口金额为宜。' },
  { kind: 'problem', category: '发起筹款', title: '审核需要多长时间？', body: '材料齐全的情况下，一般在 1 个工作日内完成审核。需要联系医院核实的，时间可能稍长，请保持电话畅通。' },
  { kind: 'problem', category: '费用', title: '平台会收取手续费吗？', body: FEE_PROMISE.articleLead },
  { kind: 'problem', category: '提现', title: '提现到哪个账户？', body: '善款只能提现到患者本人、直系亲属的银行账户，或患者就诊医院的对公账户。更换收款人需要重新审核。' },
  { kind: 'problem', category: '提现', title: '提现多久到账？', body: '提现公示期结束并审核通过后，一般 1 至 3 个工作日到账，节假日顺延。' },
  { kind: 'problem', category: '捐款', title: '捐款可以退款吗？', body: '如筹款被证实存在虚假信息或筹款终止，捐款会原路退回。捐款人也可以在筹款结束前按规则申请退款。' },
  { kind: 'problem', category: '捐款', title: '可以开具捐款收据吗？', body: '可以。在“我的捐款”中选择对应的捐款记录，申请捐款收据，审核通过后可下载电子收据。' },
];

/** The raising-help info pages and the other content routes, by slug (the page's route decides the slug). */
const PAGES: Seed[] = [
  { kind: 'page', slug: 'fundraising-service', title: '一对一筹款服务', summary: '专业筹款顾问全程协助', link_url: '/cf/activity/raise-adviser', link_text: '预约筹款顾问', body: '不会写求助故事？不知道准备哪些材料？筹款顾问可以帮您：\n\n梳理病情和费用，确定合理的目标金额；\n指导准备诊断证明、费用清单等材料；\n协助撰写真实、清楚的求助说明；\n解答审核、提现过程中的问题。\n\n服务全程免费，工作时间内 30 分钟内回电。' },
  { kind: 'page', slug: 'help-the-patient', title: '帮助患者', summary: '每一次转发和证实都是帮助', link_url: '/cf/common/list', link_text: '看看正在筹款的患者', body: '除了捐款，您还可以这样帮助患者：\n\n转发筹款到朋友圈和亲友群，让更多人看到；\n如果您认识患者，为筹款做证实，增加可信度；\n在筹款页留言鼓励，给患者和家属打气。' },
  { kind: 'page', slug: 'green-path', title: '绿色通道', summary: '重症患者优先审核', link_url: '/cf/activity/raise-regist', link_text: '登记求助', body: '对于正在重症监护、急需手术的患者，平台开通绿色通道：材料审核优先处理，专人跟进医院核实，提现公示期可申请缩短。\n\n申请条件：提供医院出具的病危通知书或手术通知单。' },
  { kind: 'page', slug: 'tf-detail', title: '筹款服务说明', summary: '服务内容与规则', body: `本服务面向个人大病求助，${FEE_PROMISE.notCharged}。\n\n筹款期限一般为 30 天，可根据治疗情况申请延长。筹款期间请及时发布治疗进展，让捐款人了解患者情况。` },
  { kind: 'page', slug: 'learn-more', title: '了解平台', summary: '为大病患者提供求助渠道', link_url: '/cf/publicity-page', link_text: '查看平台公示', body: '平台为身患大病、经济困难的家庭提供个人求助信息发布渠道，连接爱心人士的帮助。\n\n所有求助均经过材料审核，善款提现需公示并接受监督。平台定期公开筹款与提现数据。' },
  { kind: 'page', slug: 'verify-instruction', title: '证实说明', summary: '如何为筹款做证实', link_url: '/cf/prove/list', link_text: '查看证实', body: '证实人需与患者相识，实名填写与患者的关系及证实内容。\n\n医护人员证实需填写所在医院与科室，平台核实后展示医护证实标识。\n\n证实人对证实内容的真实性负责。' },
  { kind: 'page', slug: 'choose', title: '选择求助方式', summary: '根据情况选择合适的帮助', link_url: '/cf/launch', link_text: '发起筹款', body: '大病筹款：适合需要较大金额治疗费用的患者。\n\n求助登记：不确定是否符合条件时，先登记，由工作人员回电评估。' },
  { kind: 'page', slug: 'consultant', title: '筹款顾问', summary: '专业顾问在线答疑', link_url: '/cf/activity/raise-adviser', link_text: '预约回电', body: '筹款顾问均经过平台培训，熟悉医疗费用、医保报销和筹款规则。\n\n预约后顾问会在工作时间内回电，帮助您判断是否适合发起筹款以及如何准备材料。' },
  { kind: 'page', slug: 'channelpartner', title: '渠道合作', summary: '医院、公益组织合作', link_url: '/cf/online-service', link_text: '联系我们', body: '我们与医院社工部、公益组织合作，为困难患者提供求助指导。\n\n合作机构可获得专属对接人、患者筹款进度查询和定期数据报告。' },
  { kind: 'page', slug: 'insurance-education', title: '保障知识', summary: '医保与商业保险小知识', body: '基本医疗保险：住院费用在起付线以上、封顶线以下的部分按比例报销，异地就医请提前备案。\n\n大病保险：在基本医保报销后，个人负担的高额费用可再次报销。\n\n商业重疾险：确诊合同约定的疾病后一次性给付保险金，建议年轻时配置。' },
  { kind: 'page', slug: 'service-center', title: '服务中心', summary: '常用服务入口', link_url: '/cf/online-service', link_text: '在线客服', body: '在这里可以找到筹款、捐款、提现相关的常用服务。\n\n客服工作时间：每天 9:00 至 21:00。' },
  { kind: 'page', slug: 'water-comment', title: '爱心留言', summary: '一句鼓励也是帮助', link_url: '/cf/common/list', link_text: '去为患者留言', body: '每一句留言都是一份温暖。患者和家属会在筹款页看到您的鼓励。\n\n留言请文明友善，不发布广告和与求助无关的内容；违规留言会被删除。' },
  { kind: 'page', slug: 'independent-success', title: '支持成功', summary: '感谢您的爱心', link_url: '/cf/common/list', link_text: '继续帮助更多人', body: '您的支持已送达。善款将用于患者治疗，提现时会在筹款页面公示。' },
];

const ADVERTS: Seed[] = [
  { kind: 'advert', slug: 'firstScreen', title: '一对一筹款顾问，免费协助发起', summary: '专业顾问帮您准备材料', link_url: '/cf/activity/fundraising-service', image_url: coverPath(3) },
  { kind: 'advert', slug: 'leftViews', title: '平台公示：每一笔善款都有去向', summary: '查看筹款与提现数据', link_url: '/cf/publicity-page', image_url: coverPath(5), sort: 1 },
  { kind: 'advert', slug: 'leftViews', title: '大病医保怎么报销？', summary: '保障知识', link_url: '/cf/insurance-education', image_url: coverPath(7), sort: 2 },
];

/** Seeds the content (inside the demo seed's transaction). */
export async function seedContent(db: Kysely<Database>, now: number): Promise<void> {
  const all = [...ARTICLES, ...PROBLEMS, ...PAGES, ...ADVERTS];
  const rows: ContentItemsTable[] = all.map((s, i) => {
    const at = now - (all.length - i) * DAY / 4;
    return {
      id: `demo-ct-${i + 1}`, kind: s.kind, slug: s.slug ?? '', title: s.title, summary: s.summary ?? '', body: s.body ?? '',
      image_url: s.image_url ?? (s.kind === 'article' ? coverPath((i % 12) + 1) : ''), link_url: s.link_url ?? '',
      link_text: s.link_text ?? '', category: s.category ?? '', sort: s.sort ?? i, status: 'published',
      publish_at: null, take_down_at: null, published_at: at, created_by: 'system', updated_by: 'system', created_at: at, updated_at: at,
    };
  });
  await db.insertInto('content_items').values(rows).execute();
}
