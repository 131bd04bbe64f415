import { renderCashierPage } from '../../src/payments/cashier';

const base = { orderId: 'CF20240101000123', infoUuid: 'case-uuid-1', title: '为小明筹集手术费', amountFen: 2000, status: 'PENDING' as const };

describe('sandbox cashier page', () => {
  test('a complete page with the title, the amount in 元 and both buttons', () => {
    const html = renderCashierPage(base);
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain('爱心筹收银台 (测试环境)');
    expect(html).toContain('为小明筹集手术费');
    expect(html).toMatch(/data-testid="cashier-amount"><small>¥<\/small>20\.00</);
    expect(html).toMatch(/<button[^>]*data-testid="cashier-confirm"[^>]*>确认支付<\/button>/);
    expect(html).toMatch(/<button[^>]*data-testid="cashier-cancel"[^>]*>取消支付<\/button>/);
    expect(html).toContain('/api/pay/sandbox/confirm');
    expect(html).toContain("credentials:'include'");
    expect(html).not.toMatch(/<(link|img)\b|src=|https?:\/\//);
  });

  test('title and ids are HTML-escaped', () => {
    const html = renderCashierPage({ ...base, title: '<script>alert(1)</script>', orderId: 'a"><script>x()</script>', infoUuid: "u'&" });
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<script>x()');
    expect(html).toContain('data-order-id="a&quot;&gt;&lt;script&gt;x()&lt;/script&gt;"');
    expect(html).toContain('data-info-uuid="u&#39;&amp;"');
    // Exactly one script element: ours.
    expect(html.match(/<script>/g)).toHaveLength(1);
  });

  test('amounts show two decimals', () => {
    expect(renderCashierPage({ ...base, amountFen: 5 })).toContain('</small>0.05<');
    expect(renderCashierPage({ ...base, amountFen: 123456 })).toContain('</small>1234.56<');
  });

  test('buttons are enabled only for a pending order', () => {
    expect(renderCashierPage(base)).not.toMatch(/<button\s[^>]*disabled/);
    const paid = renderCashierPage({ ...base, status: 'PAID' });
    expect(paid).toContain('订单已支付');
    expect(paid).toMatch(/data-testid="cashier-confirm" disabled/);
  });
});
