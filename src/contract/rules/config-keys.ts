/**
 * The feature configuration's keys (the apollo-style settings staff edit in /staff/content), declared
 * once with the title and the value's shape the console shows: the console offers only these, the
 * server stores only these, and the code that reads one names it from here.
 */
export const CONFIG_KEYS = {
  diseaseKnowledge: { title: '疾病知识匹配', hint: 'JSON 对象：疾病名称对应检查项，检查项以逗号分隔' },
  caseAbTest: { title: '筹款页实验分组', hint: 'JSON 对象：实验名与各分组的名称、权重' },
  contentLinkHosts: { title: '文章外链允许的域名', hint: 'JSON 数组：允许链接的域名' },
  oldActivityUrl: { title: '旧活动链接的跳转地址', hint: 'JSON 字符串：站内路径' },
  fundraiserDomain: { title: '筹款人中心的独立域名', hint: 'JSON 字符串：网址，空字符串表示不跳转' },
  inviterInApp: { title: '邀请页在App内打开', hint: 'JSON 布尔值：true 时在App中交给App自己的邀请页' },
  grayMode: { title: '全站灰色模式', hint: 'JSON 数字：1 开启（如全国哀悼日，页面以灰色显示，访问日志记为灰色模式），0 关闭' },
} as const;

export type ConfigKey = keyof typeof CONFIG_KEYS;
export const CONFIG_KEY_LIST = Object.keys(CONFIG_KEYS) as ConfigKey[];

export const isConfigKey = (key: string): key is ConfigKey => Object.prototype.hasOwnProperty.call(CONFIG_KEYS, key);

/** A key's title on the console (a key not declared, left from before, shows as 其他配置, never as the key). */
export const configTitle = (key: string) => (isConfigKey(key) ? CONFIG_KEYS[key].title : '其他配置');
