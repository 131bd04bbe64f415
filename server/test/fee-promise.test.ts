/**
 * The fee promise is declared once (src/contract/rules/promises.ts): every screen that speaks of fees
 * renders it and the withdrawal's money path computes from it. This test reads each of them (the pay
 * page's line, the launch rules, the user agreement, the seeded article 平台收费吗, the withdrawal
 * screen's options and rules from the server's answer, the public notice's fee line from the server's
 * notice) and fails when one of them says something else, or when the money path charges what the
 * pages say is free.
 */
import { user, key } from './support/funds';
import { fundedCase, stopRaising } from './support/money';
import { makeApp, post, type TestCtx } from './support/testApp';
import { FEE_POLICY, FEE_PROMISE } from '../../src/contract/rules/promises';
import { RAISE_RULES } from '../../src/components/raise/texts';
import { USER_AGREEMENT } from '../../src/pages/agreements/texts';
import { withdrawRules } from '../../src/stores/withdraw-rules';
import { feeChoices } from '../../src/stores/withdraw-fee';

jest.setTimeout(60_000);

let ctx: TestCtx;
beforeAll(async () => {
  ctx = await makeApp('sqlite');
});
afterAll(async () => ctx?.close());

test('pay page, launch rules, agreement, article, withdrawal screen and public notice all say what the money path does', async () => {
  const free = FEE_POLICY.rateBp === 0;
  // the pay page's line is FEE_PROMISE.pay whatever the case's charge code (test/unit/stores/PayStore.test.ts: a
  // client store, kept out of the server's type check)
  expect(RAISE_RULES).toContain(FEE_PROMISE.raiseRule);
  expect(USER_AGREEMENT.sections.flatMap((s) => s.paragraphs)).toContain(FEE_PROMISE.agreement);
  const article = await ctx.db.selectFrom('content_items').select(['summary', 'body']).where('title', 'like', '平台收费吗%').executeTakeFirstOrThrow();
  expect(article.summary).toBe(FEE_PROMISE.articleSummary);
  expect(article.body.startsWith(FEE_PROMISE.articleLead)).toBe(true);
  // no page keeps an old sentence of its own about a fee beside the promise
  for (const text of [...RAISE_RULES, ...USER_AGREEMENT.sections.flatMap((s) => s.paragraphs), article.summary, article.body]) {
    if (free) expect(text).not.toMatch(/通道费|减免|按规定收取/);
  }

  // the money path: a withdrawal of a case funded with 178 元
  const owner = await user(ctx);
  const donor = await user(ctx);
  const [infoUuid] = await fundedCase(ctx, owner, donor, [17_800]);
  await stopRaising(ctx, owner, infoUuid);
  const config = (await post(ctx.app, '/api/cf/v4/drawcash/get-service-config', { infoUuid })).body.data;
  const info = (await post(ctx.app, '/api/cf/v4/drawcash/get-draw-info', { infoUuid }, owner.cookie)).body.data;
  expect(config.feeRateBp).toBe(FEE_POLICY.rateBp);
  const offered = feeChoices(config, 17_800, null).filter((c) => c.shown);
  if (free) {
    // one honest choice on the withdrawal screen: 无服务费, nothing greyed beside it
    expect(offered.map((c) => [c.label, c.available, c.fee, c.costText])).toEqual([['无服务费', true, 0, '不收取服务费，全额到账']]);
  }
  expect(withdrawRules(info, config)).toContain(FEE_PROMISE.withdrawRule);
  const applied = await post(ctx.app, '/api/cf/v4/drawcash/apply-draw-cash', { infoUuid, amount: 17_800, idempotencyKey: key() }, owner.cookie);
  expect(applied.body.data.fee).toBe(Math.ceil((17_800 * FEE_POLICY.rateBp) / 10_000));
  const notice = (await post(ctx.app, '/api/cf/v4/drawcash/public-notice', { infoUuid })).body.data;
  // the notice shows a 0 fee as FEE_PROMISE.noticeNoFee (noticeView, test/unit/stores/WithdrawNoticeStore.test.ts)
  if (free) expect(notice.list.map((w: { fee: number }) => w.fee)).toEqual([0]);
});
