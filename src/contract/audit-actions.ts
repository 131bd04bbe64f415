/**
 * Every action the audit log records, with its words in the staff console (审计日志, a case file's
 * history). The one declaration: the server's writeAudit takes only an action declared here (its type),
 * and the console shows these words, so a new audited action cannot reach the log without a label.
 * Dotted: '<what>.<verb>'; background jobs and the staff CLI (scripts/staff.mjs) write theirs too.
 */
export const AUDIT_ACTION_LABEL = {
  // the raise flow's review
  'section.approve': '资料审核通过', 'section.reject': '资料审核驳回', 'revision.approve': '修改审核通过', 'revision.reject': '修改审核驳回',
  'blacklist.add': '加入黑名单', 'blacklist.remove': '移出黑名单', 'help.update-status': '更新求助登记',
  // staff accounts (scripts/staff.mjs)
  'staff.grant': '授予审核权限', 'staff.revoke': '撤销审核权限', 'staff.rename': '更改审核员名称',
  // a case's life
  'case.stop_raise': '停止筹款', 'case.close_raise': '结束筹款', 'case.overdue': '筹款到期', 'case.terminate': '终止筹款', 'case.attributes': '修改案例属性',
  'refund.case_terminated': '终止筹款并退款', 'refund.case_failed_review': '审核未通过退款', 'refund.case_false_case': '不实筹款退款', 'refund.case_owner_close': '发起人放弃筹款退款',
  // money
  'withdrawal.approve': '提现审核通过', 'withdrawal.reject': '提现审核驳回', 'withdrawal.reject_by_objection': '异议成立，驳回提现', 'withdrawal.edit': '修改提现金额', 'withdrawal.cancel': '取消提现申请',
  'objection.uphold': '提现异议成立', 'objection.dismiss': '提现异议不成立', 'payout.authorise': '授权打款',
  'fee.waive': '减免服务费', 'fee.unwaive': '取消服务费减免', 'fund_use.approve': '善款使用审核通过', 'fund_use.reject': '善款使用审核驳回',
  'invoice.issue': '开具捐赠票据', 'invoice.void': '作废捐赠票据', 'invoice.reissue': '重开捐赠票据', 'alert.resolve': '处理资金告警',
  'ledger.sign': '签署账本树头',
  // trust
  'verification.doctor_approve': '医护证实审核通过', 'verification.doctor_reject': '医护证实审核驳回', 'verification.mark_false': '标记证实不实',
  'progress.approve': '动态审核通过', 'progress.reject': '动态审核驳回', 'comment.hide': '隐藏留言', 'comment.restore': '恢复留言',
  'report.resolve': '处理举报', 'fraud_flag.resolve': '处理风险标记',
  'discussion.apply': '申请公议', 'discussion.approve': '公议审核通过', 'discussion.reject': '公议审核驳回', 'discussion.end': '结束公议',
  // activities
  'activity.create': '创建活动', 'activity.fund': '活动注资', 'activity.cases': '调整活动案例', 'activity.rules_set': '修改活动规则',
  'activity.store_set': '修改活动配置', 'activity.bonfire_rules': '修改组队助力规则', 'activity.end_with_time': '活动到期结束',
  'activity.start': '开始活动', 'activity.pause': '暂停活动', 'activity.resume': '恢复活动', 'activity.risk': '活动风控', 'activity.freeze': '冻结活动',
  'activity.unfreeze': '解冻活动', 'activity.control': '设为对照组', 'activity.end': '结束活动',
  'activity.match_clear': '配捐放行', 'activity.match_reject': '配捐驳回', 'red_packet.expire': '红包过期', 'luck.draw': '幸运抽奖', 'love.draw': '爱心值抽奖',
  // content, growth, shop, settings, accounts
  'content.create': '新建内容', 'content.update': '修改内容', 'content.publish': '发布内容', 'content.take_down': '下架内容',
  'question.answer': '回复用户提问', 'protocol.publish': '发布协议',
  'lead.claim': '认领回访线索', 'lead.move': '更新回访线索', 'bd.service-info': '修改服务信息',
  'bd.honour.add': '添加荣誉图片', 'bd.honour.edit': '修改荣誉图片', 'bd.honour.remove': '删除荣誉图片',
  'wish-word.add': '添加祝福语', 'wish-word.edit': '修改祝福语', 'wish-word.remove': '删除祝福语', 'wish-word.order': '调整祝福语顺序',
  'shop.gear.create': '添加物资', 'shop.gear.update': '修改物资', 'shop.order.ship': '物资发货', 'shop.order.receive': '物资确认收货', 'shop.order.refund': '物资订单退款',
  'config.set': '修改功能配置', 'experiment.set': '修改实验配置', 'user.merge': '合并账号',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTION_LABEL;

/** An action in words; a row older than its label (or written by hand) shows as 其他操作, never as its code. */
export const auditActionText = (action: string): string => (AUDIT_ACTION_LABEL as Record<string, string>)[action] ?? '其他操作';
