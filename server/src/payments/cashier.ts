/**
 * The sandbox cashier: a complete, self-contained mobile HTML page served by the server at
 * /api/pay/sandbox/cashier. No external assets; every interpolated value is HTML-escaped, and
 * values the script needs travel in data-* attributes so nothing is interpolated into JavaScript.
 */
import type { OrderStatus } from '../../../src/contract/pay';
import { yuan } from './money';

export interface CashierPageInput {
  orderId: string;
  infoUuid: string;
  title: string;
  amountFen: number;
  status: OrderStatus;
}

import { escapeHtml } from '../lib/html';

export { escapeHtml };

const STATUS_TEXT: Record<OrderStatus, string> = {
  PENDING: '待支付',
  PAID: '订单已支付',
  CLOSED: '订单已关闭',
  REFUNDED: '订单已退款',
};

const CSS = `
*{box-sizing:border-box}body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"PingFang SC","Microsoft YaHei",sans-serif;background:#f5f5f5;color:#333}
header{background:#fff;padding:14px 16px;font-size:17px;font-weight:600;text-align:center;border-bottom:1px solid #eee}
main{padding:16px}.card{background:#fff;border-radius:8px;padding:20px 16px;text-align:center}
.title{font-size:15px;color:#666;word-break:break-all;margin:0 0 12px}.amount{font-size:34px;font-weight:700;margin:0}
.amount small{font-size:18px;margin-right:2px}.status{margin:10px 0 0;font-size:13px;color:#6b6b6b}
.note{font-size:12px;color:#6b6b6b;text-align:center;margin:12px 0}.actions{margin-top:24px;display:flex;flex-direction:column;gap:12px}
button{width:100%;height:46px;border-radius:23px;border:0;font-size:16px}button:disabled{opacity:.5}
.confirm{background:#12804a;color:#fff}.cancel{background:#fff;color:#666;border:1px solid #ddd}
.msg{min-height:20px;margin-top:12px;text-align:center;color:#c9341f;font-size:14px}`;

// Reads ids from data-* attributes; the server's msg is shown through textContent (never as HTML). Goes where
// the confirm answers (redirectUrl: a goods order returns to /cf/mine-order), only ever to a path of this site.
const SCRIPT = `
(function(){
  var root=document.getElementById('cashier');
  var orderId=root.getAttribute('data-order-id');
  var infoUuid=root.getAttribute('data-info-uuid');
  var msg=document.getElementById('cashier-msg');
  var buttons=document.querySelectorAll('button[data-action]');
  function setBusy(busy){for(var i=0;i<buttons.length;i++){buttons[i].disabled=busy;}}
  function go(action){
    setBusy(true);msg.textContent='';
    fetch('/api/pay/sandbox/confirm',{method:'POST',credentials:'include',
      headers:{'Content-Type':'application/json'},body:JSON.stringify({orderId:orderId,action:action})})
    .then(function(res){return res.json().catch(function(){return {code:res.status,msg:''};});})
    .then(function(body){
      if(body&&body.code===0){
        var base='/cf/pay/'+encodeURIComponent(infoUuid);
        var next=body.data&&body.data.redirectUrl;
        location.href=typeof next==='string'&&next.charAt(0)==='/'&&next.charAt(1)!=='/'?next:(action==='pay'?base+'/success?orderId='+encodeURIComponent(orderId):base);
      }else{msg.textContent=(body&&body.msg)||'操作失败，请重试';setBusy(false);}
    })
    .catch(function(){msg.textContent='网络异常，请重试';setBusy(false);});
  }
  for(var i=0;i<buttons.length;i++){
    buttons[i].addEventListener('click',function(e){go(e.currentTarget.getAttribute('data-action'));});
  }
})();`;

/** The cashier's document: the same head, styles and header around either page's main part. */
function cashierDocument(main: string, script = ''): string {
  return `<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>爱心筹收银台 (测试环境)</title>
<style>${CSS}</style>
</head>
<body>
<header>爱心筹收银台 (测试环境)</header>
${main}
${script}</body>
</html>
`;
}

/** Renders the sandbox cashier page for one order (buttons disabled unless the order is pending). */
export function renderCashierPage(input: CashierPageInput): string {
  const pending = input.status === 'PENDING';
  const disabled = pending ? '' : ' disabled';
  return cashierDocument(`<main id="cashier" data-order-id="${escapeHtml(input.orderId)}" data-info-uuid="${escapeHtml(input.infoUuid)}">
<section class="card">
<p class="title" data-testid="cashier-title">${escapeHtml(input.title)}</p>
<p class="amount" data-testid="cashier-amount"><small>¥</small>${escapeHtml(yuan(input.amountFen))}</p>
<p class="status" data-testid="cashier-status">${escapeHtml(STATUS_TEXT[input.status] ?? String(input.status))}</p>
</section>
<p class="note">测试环境，不会产生真实扣款</p>
<div class="actions">
<button class="confirm" type="button" data-action="pay" data-testid="cashier-confirm"${disabled}>确认支付</button>
<button class="cancel" type="button" data-action="cancel" data-testid="cashier-cancel"${disabled}>取消支付</button>
</div>
<div class="msg" id="cashier-msg" role="alert" data-testid="cashier-msg"></div>
</main>`, `<script>${SCRIPT}</script>
`);
}

/** The cashier's refusal page (unknown order, not logged in, someone else's order): no order data at all. */
export function renderCashierError(message: string): string {
  return cashierDocument(`<main><section class="card"><p class="title" data-testid="cashier-error">${escapeHtml(message)}</p></section>
<p class="note"><a href="/cf/common/list">返回首页</a></p></main>`);
}
