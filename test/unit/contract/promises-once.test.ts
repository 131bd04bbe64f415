/**
 * Promises about money are declared once (src/contract/rules/promises.ts): the fee policy and its texts,
 * the four service-charge options' names, what a refund and a receipt promise. No other source file of
 * the client or the server writes one of those sentences or labels itself: a page that did would keep
 * its own copy when the policy changes. Reads every source file under src/ and server/src/.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { FEE_OPTION_LABELS, FEE_PROMISE, feeTexts, RECEIPT_PROMISE, REFUND_PROMISE } from '../../../src/contract/rules/promises';
import { sourceFiles } from '../support/sources';

const ROOT = join(__dirname, '..', '..', '..');
const HOME = 'src/contract/rules/promises.ts';

const files = [...sourceFiles(join(ROOT, 'src')), ...sourceFiles(join(ROOT, 'server', 'src')), ...sourceFiles(join(ROOT, 'server', 'seed'))]
  .map((p) => ({ path: relative(ROOT, p), text: readFileSync(p, 'utf8') }))
  .filter((f) => f.path !== HOME);

/** Whole sentences: written anywhere else, they are a second copy. */
const SENTENCES = [
  ...Object.values(feeTexts(0)), ...Object.values(feeTexts(60)), ...Object.values(REFUND_PROMISE), ...Object.values(RECEIPT_PROMISE),
].filter((t) => t.length >= 8);

test('the promises declare the pay page, refund and receipt lines', () => {
  expect(FEE_PROMISE.payWhole).toContain('不含任何附加费用');
  expect(REFUND_PROMISE.route).toContain('原路退回');
  expect(RECEIPT_PROMISE.apply).toContain('每笔捐款可申请一次');
});

test.each(SENTENCES)('"%s" is written only in the promises module', (sentence) => {
  expect(files.filter((f) => f.text.includes(sentence)).map((f) => f.path)).toEqual([]);
});

test("the service-charge options' names are written only in the promises module", () => {
  const copies = files.flatMap((f) => Object.values(FEE_OPTION_LABELS).filter((l) => f.text.includes(`'${l}'`)).map((l) => `${f.path}: ${l}`));
  expect(copies).toEqual([]);
});

test('the pay page renders its whole-amount line from the promise', () => {
  // the old hard-coded line, with or without the policy's wording
  const pay = files.filter((f) => f.path.startsWith('src/pages/pay/')).filter((f) => /不含任何附加费用/.test(f.text)).map((f) => f.path);
  expect(pay).toEqual([]);
});
