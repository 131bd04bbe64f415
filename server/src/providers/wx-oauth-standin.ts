/**
 * The demo's stand-in for WeChat's web OAuth page (dev login provider): a self-contained page served by
 * our server, saying plainly that it stands in for WeChat's authorization. 允许 returns to the callback
 * with a code the dev provider accepts (stable per browser: the device cookie), 拒绝 returns without a
 * code (what WeChat does when the user refuses), 手机号登录 opens the phone login. Every interpolated
 * value is HTML-escaped; the links are built here, no script.
 */
import { escapeHtml } from '../lib/html';

export interface StandInInput {
  /** the callback URL with the code and state appended (允许) */
  allowUrl: string;
  /** the callback URL with the state only (拒绝) */
  refuseUrl: string;
  /** the phone login page returning to the same place */
  phoneUrl: string;
  scope: 'base' | 'userinfo';
}

const CSS = `*{box-sizing:border-box}body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"PingFang SC","Microsoft YaHei",sans-serif;background:#f5f5f5;color:#333}
header{background:#fff;padding:14px 16px;font-size:17px;font-weight:600;text-align:center;border-bottom:1px solid #eee}
main{padding:16px}.card{background:#fff;border-radius:8px;padding:20px 16px;text-align:center}
.title{font-size:16px;margin:0 0 8px}.note{font-size:13px;color:#6b6b6b;margin:8px 0;line-height:1.6}
.actions{margin-top:24px;display:flex;flex-direction:column;gap:12px}
a.btn{display:block;height:46px;line-height:46px;border-radius:23px;font-size:16px;text-align:center;text-decoration:none}
.allow{background:#12804a;color:#fff}.refuse{background:#fff;color:#666;border:1px solid #ddd}.phone{color:#12804a;text-align:center;font-size:14px}`;

/** What the authorization grants, in the user's words. */
const SCOPE_TEXT = { base: '获取你的微信身份（openid）', userinfo: '获取你的微信昵称和头像' } as const;

/** The stand-in's document: head, styles and header around a main part. */
function standInDocument(main: string): string {
  return `<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>微信授权 (测试环境)</title>
<style>${CSS}</style>
</head>
<body>
<header>微信授权 (测试环境)</header>
${main}
</body>
</html>
`;
}

/** Renders the stand-in authorization page. */
export function renderOAuthStandIn(i: StandInInput): string {
  return standInDocument(`<main data-testid="wx-auth-standin">
<section class="card">
<p class="title">爱心筹 申请${escapeHtml(SCOPE_TEXT[i.scope])}</p>
<p class="note">这是演示环境中微信授权页的替身：正式环境会打开微信自己的授权页面。点“允许”即以本浏览器的测试微信身份登录。</p>
</section>
<div class="actions">
<a class="btn allow" data-testid="wx-auth-allow" href="${escapeHtml(i.allowUrl)}">允许</a>
<a class="btn refuse" data-testid="wx-auth-refuse" href="${escapeHtml(i.refuseUrl)}">拒绝</a>
<a class="phone" data-testid="wx-auth-phone" href="${escapeHtml(i.phoneUrl)}">手机号登录</a>
</div>
</main>`);
}

/** The stand-in's refusal (a request it cannot answer): the message and a way home. */
export function renderOAuthStandInError(message: string, home: string): string {
  return standInDocument(`<main><section class="card"><p class="title" data-testid="wx-auth-standin-error">${escapeHtml(message)}</p>
<p class="note"><a href="${escapeHtml(home)}">返回首页</a></p></section></main>`);
}
