/** Demo content (Chinese): cases across raise types and status codes, donors, posts, comments. */
export interface DemoCase {
  title: string; patient: string; raiseType: 0 | 1 | 99; status: number; finishStr: string; target: number;
  hospital: string; disease: string; relation: '' | 'self' | 'spouse' | 'other' | 'LOCATION_HOSPITAL_ACCOUNT'; payee: string;
  flags: { vip?: 1; theme?: 1; recommend?: 1; subsidize?: 1 }; pageVersion: 0 | 1 | 2; ownerMobile?: string; donations: number[];
  expired?: boolean; content: string;
}

const story = (who: string, what: string) =>
  `${who}今年${what}。家里为了治病已经花光了积蓄，还向亲戚朋友借了不少钱。后续治疗还需要一大笔费用，实在没有办法，只能向社会求助。每一份爱心都是希望，感谢您的帮助和转发！`;

export const DEMO_CASES: DemoCase[] = [
  { title: '救救我的女儿，白血病化疗急需费用', patient: '李小雨', raiseType: 0, status: 0, finishStr: '', target: 5_000_000, hospital: '北京儿童医院', disease: '急性淋巴细胞白血病', relation: 'other', payee: '李建国', flags: { vip: 1, recommend: 1 }, pageVersion: 0, donations: [5000, 2000, 10000, 2000, 50000, 1000], content: story('我的女儿小雨', '8岁，去年被确诊为急性淋巴细胞白血病，目前正在进行第三轮化疗') },
  { title: '父亲突发脑出血，恳请好心人帮帮我们', patient: '王建军', raiseType: 0, status: 0, finishStr: '', target: 2_000_000, hospital: '四川大学华西医院', disease: '脑出血', relation: 'self', payee: '王建军', flags: { theme: 1, subsidize: 1 }, pageVersion: 1, donations: [2000, 2000, 5000, 20000], content: story('我的父亲', '56岁，在工地干活时突发脑出血，做了开颅手术，至今仍在重症监护室') },
  { title: '圆山区孩子一个读书梦，为希望小学添置图书', patient: '张老师', raiseType: 99, status: 0, finishStr: '', target: 500_000, hospital: '', disease: '', relation: 'self', payee: '张明', flags: { theme: 1 }, pageVersion: 2, donations: [1000, 5000, 2000], content: '我是一名山区小学的老师，学校有120名孩子，图书室里只有几十本旧书。希望为孩子们添置一批课外读物，让他们看到更大的世界。' },
  { title: '为乡村卫生室募集急救物资', patient: '刘医生', raiseType: 1, status: 0, finishStr: '', target: 1_000_000, hospital: '青山村卫生室', disease: '', relation: 'LOCATION_HOSPITAL_ACCOUNT', payee: '青山村卫生室', flags: { recommend: 1 }, pageVersion: 1, donations: [10000, 3000], content: '青山村卫生室服务周边三个村两千多位村民，急需除颤仪、氧气瓶等急救物资。所筹款项将全部用于采购物资，并公示采购明细。' },
  { title: '妻子乳腺癌术后化疗，求助好心人', patient: '陈慧', raiseType: 0, status: 0, finishStr: '', target: 1_500_000, hospital: '复旦大学附属肿瘤医院', disease: '乳腺癌', relation: 'spouse', payee: '杨帆', flags: { vip: 1 }, pageVersion: 2, ownerMobile: '13900000000', donations: [2000, 6600, 10000], content: story('我的妻子陈慧', '34岁，体检发现乳腺癌，已经做完手术，还需要8次化疗') },
  { title: '尿毒症小伙需要换肾，恳请大家帮帮他', patient: '杨浩', raiseType: 0, status: 0, finishStr: '', target: 5_000_000, hospital: '中山大学附属第一医院', disease: '尿毒症', relation: 'self', payee: '杨浩', flags: { recommend: 1 }, pageVersion: 0, donations: [10000, 20000, 50000], content: story('我', '26岁，两年前确诊尿毒症，每周要透析三次，医生建议尽快进行肾移植') },
  { title: '早产双胞胎在保温箱，急需治疗费', patient: '赵家宝宝', raiseType: 0, status: 1, finishStr: '筹款已完成，感谢每一位爱心人士的帮助', target: 100_000, hospital: '浙江大学医学院附属妇产科医院', disease: '早产儿呼吸窘迫综合征', relation: 'other', payee: '赵磊', flags: {}, pageVersion: 1, donations: [50000, 30000, 20000], content: story('我们的双胞胎宝宝', '早产了两个月，出生时体重不足1500克，一直在新生儿重症监护室') },
  { title: '车祸重伤的外卖小哥，求助后续康复费用', patient: '黄强', raiseType: 0, status: 2, finishStr: '发起人已提前结束筹款', target: 500_000, hospital: '武汉协和医院', disease: '多发性骨折', relation: 'self', payee: '黄强', flags: {}, pageVersion: 0, donations: [2000, 5000], content: story('我', '送外卖途中遭遇车祸，多处骨折，已经做了两次手术') },
  { title: '母亲肝硬化晚期，请帮帮我们', patient: '周桂兰', raiseType: 0, status: 3, finishStr: '筹款已到期', target: 300_000, hospital: '南京鼓楼医院', disease: '肝硬化', relation: 'other', payee: '周平', flags: {}, pageVersion: 0, expired: true, donations: [1000, 2000], content: story('我的母亲', '62岁，肝硬化晚期，需要长期住院治疗') },
  { title: '求助：孩子先天性心脏病手术费', patient: '吴乐乐', raiseType: 0, status: 4, finishStr: '', target: 12_000_000, hospital: '上海儿童医学中心', disease: '先天性心脏病', relation: 'other', payee: '吴刚', flags: {}, pageVersion: 0, donations: [], content: story('我的儿子乐乐', '3岁，患有先天性心脏病，需要尽快手术') },
  { title: '淋巴瘤复发，年轻妈妈想活下去', patient: '徐静', raiseType: 0, status: 101, finishStr: '发起人已申请提现', target: 3_000_000, hospital: '北京大学肿瘤医院', disease: '弥漫大B细胞淋巴瘤', relation: 'self', payee: '徐静', flags: {}, pageVersion: 1, donations: [10000, 20000, 5000, 2000], content: story('我', '31岁，两岁孩子的妈妈，淋巴瘤治疗后复发，需要进行自体干细胞移植') },
  { title: '爷爷骨折卧床，需要手术费用', patient: '孙德福', raiseType: 0, status: 201, finishStr: '该筹款正在退款中', target: 200_000, hospital: '郑州大学第一附属医院', disease: '股骨颈骨折', relation: 'other', payee: '孙晓', flags: {}, pageVersion: 0, donations: [2000], content: story('我的爷爷', '78岁，摔倒后股骨颈骨折，需要做髋关节置换手术') },
];

export const DONOR_NAMES = ['爱心人士3021', '小太阳', '平安喜乐', '山河无恙', '晴天', '好人一生平安', '一米阳光', '守望者', '暖暖', '老张'];
export const COMMENTS = ['加油！一定会好起来的', '已捐，愿早日康复', '转发了，希望更多人看到', '祝福孩子平安健康', '一点心意，加油挺过去', '好人一生平安'];
export const PROGRESS_POSTS = [
  '感谢大家的帮助！今天完成了第一次治疗，医生说效果不错。',
  '已经收到大家的捐款，全部用于治疗。再次感谢每一位好心人！',
  '最新检查结果出来了，各项指标有所好转，我们会继续坚持。',
];
export const VERIFICATIONS: { nickname: string; relationship: string; kind: string; fromHospital: number; content: string }[] = [
  { nickname: '王医生', relationship: '主治医生', kind: 'doctor', fromHospital: 1, content: '患者情况属实，目前正在我院接受治疗。' },
  { nickname: '医院社工部', relationship: '医院', kind: 'doctor', fromHospital: 1, content: '经核实，患者在我院住院治疗，情况属实。' },
  { nickname: '刘芳', relationship: '同事', kind: 'friend', fromHospital: 0, content: '我是他的同事，情况属实，希望大家帮帮他们。' },
  { nickname: '老李', relationship: '邻居', kind: 'friend', fromHospital: 0, content: '我们是多年的邻居，家里确实困难。' },
  { nickname: '小陈', relationship: '亲戚', kind: 'friend', fromHospital: 0, content: '本人亲属，情况属实。' },
  { nickname: '同病房的张姐', relationship: '病友', kind: 'sick_friend', fromHospital: 0, content: '我们在一个病房，看着她坚持治疗，很不容易。' },
];

export interface LcCase { status: number; title: string; patient: string; disease: string; hospital: string; finishStr: string; target: number; donations: number[] }

/** The further statuses of a case's life (seed/lifecycle.ts inserts them). */
export const LIFECYCLE_CASES: LcCase[] = [
  { status: 102, title: '骨肉瘤少年保肢手术，感谢大家的帮助', patient: '何宇航', disease: '骨肉瘤', hospital: '北京积水潭医院', finishStr: '第一笔善款已提现至医院账户', target: 2_000_000, donations: [20000, 5000, 10000] },
  { status: 103, title: '烧伤女孩植皮手术费用已全部落实', patient: '林晓晓', disease: '大面积烧伤', hospital: '上海瑞金医院', finishStr: '善款已全部用于治疗，感谢每一位爱心人士', target: 5_000_000, donations: [30000, 20000] },
  { status: 202, title: '求助：父亲肺癌晚期需靶向药', patient: '马长青', disease: '肺癌', hospital: '山东省肿瘤医院', finishStr: '材料审核未通过，善款原路退回', target: 300_000, donations: [2000, 1000] },
  { status: 203, title: '宝宝疝气手术费用求助', patient: '邓小满', disease: '腹股沟疝', hospital: '重庆医科大学附属儿童医院', finishStr: '发起人已放弃筹款，善款原路退回', target: 500_000, donations: [5000] },
  { status: 204, title: '阿姨车祸骨折，已获保险理赔', patient: '罗秀英', disease: '胫腓骨骨折', hospital: '湘雅医院', finishStr: '善款已全部退回', target: 6_000_000, donations: [] },
];
