/**
 * What the client's stores, pages and components declare that looks like a rule's bound or a fixed
 * list, found with the TypeScript parser: named numeric limits (`const X_MAX = 200`), literal bounds
 * on controls and field definitions (`maxLength={200}`, `maxLength: 60`, `max: 9`) and literal lists
 * of strings. Used by limits-once.test.ts.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { sourceFiles } from '../support/sources';

export const SRC = join(__dirname, '../../../src');

export interface Found { where: string; kind: 'limit' | 'bound' | 'list'; name: string; value: number | string[] }

const LIMIT_NAME = /(^|_)(MAX|MIN|LIMIT|LEN|LENGTH)(_|$)|^(MAX|MIN)_/;
const BOUND_PROP = new Set(['maxLength', 'maxlength', 'max', 'maxItems', 'maxCount', 'minLength']);

const numberOf = (e: ts.Expression | undefined): number | null => {
  if (!e) return null;
  if (ts.isNumericLiteral(e)) return Number(e.text.replace(/_/g, ''));
  if (ts.isPrefixUnaryExpression(e) && e.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(e.operand)) return -Number(e.operand.text);
  return null;
};
const stringsOf = (e: ts.Expression | undefined): string[] | null => {
  let x = e;
  while (x && (ts.isAsExpression(x) || ts.isSatisfiesExpression(x) || ts.isParenthesizedExpression(x))) x = x.expression;
  if (!x || !ts.isArrayLiteralExpression(x) || x.elements.length < 2) return null;
  const out: string[] = [];
  for (const el of x.elements) {
    if (ts.isStringLiteral(el) || ts.isNoSubstitutionTemplateLiteral(el)) out.push(el.text);
    else return null;
  }
  return out;
};

/** Everything limit- or list-like under these folders of src/. */
export function scan(dirs: readonly string[]): Found[] {
  const found: Found[] = [];
  for (const file of dirs.flatMap((d) => sourceFiles(d.startsWith('/') ? d : join(SRC, d)))) {
    const text = readFileSync(file, 'utf8');
    const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const at = (n: ts.Node) => `${relative(SRC, file)}:${sf.getLineAndCharacterOfPosition(n.getStart()).line + 1}`;
    const visit = (n: ts.Node): void => {
      if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name)) {
        const v = numberOf(n.initializer);
        if (v !== null && LIMIT_NAME.test(n.name.text)) found.push({ where: at(n), kind: 'limit', name: n.name.text, value: v });
        const list = stringsOf(n.initializer);
        if (list) found.push({ where: at(n), kind: 'list', name: n.name.text, value: list });
      }
      if (ts.isPropertyAssignment(n) && (ts.isIdentifier(n.name) || ts.isStringLiteral(n.name)) && BOUND_PROP.has(n.name.text)) {
        const v = numberOf(n.initializer);
        if (v !== null) found.push({ where: at(n), kind: 'bound', name: n.name.text, value: v });
      }
      if (ts.isJsxAttribute(n) && ts.isIdentifier(n.name) && BOUND_PROP.has(n.name.text) && n.initializer && ts.isJsxExpression(n.initializer)) {
        const v = numberOf(n.initializer.expression);
        if (v !== null) found.push({ where: at(n), kind: 'bound', name: n.name.text, value: v });
      }
      ts.forEachChild(n, visit);
    };
    visit(sf);
  }
  return found;
}
