/**
 * Comments state the rule they implement, not a section number of a document outside the repository:
 * no comment in src/ or server/src/ may cite "SPEC 4", "SPEC 2/8", "SPEC.md section 2" and the like.
 * Strings, template literals, regular expressions and JSX text are not comments and are not checked.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as ts from 'typescript';
import { sourceFiles } from '../support/sources';

const ROOT = join(__dirname, '../../..');
const DIRS = ['src', 'server/src'].map((d) => join(ROOT, d));
const EXT = /\.(ts|tsx|js|jsx|mjs)$/;
/** "SPEC" followed by a section number (SPEC 4, SPEC.md §2, SPEC 2/8), or "SPEC section". */
const CITATION = /\bSPEC(?:\.md)?\s*§?\s*\d|\bSPEC(?:\.md)?\s+sections?\b/g;

const LITERALS = new Set<ts.SyntaxKind>([
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
  ts.SyntaxKind.RegularExpressionLiteral,
  ts.SyntaxKind.JsxText,
]);

/** 1-based lines of the citations outside literals: in a syntactically valid file that means in comments. */
function citedLines(fileName: string, text: string): number[] {
  const kind = /\.(tsx|jsx)$/.test(fileName) ? ts.ScriptKind.TSX : /\.(js|mjs)$/.test(fileName) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const literals: Array<[number, number]> = [];
  const visit = (node: ts.Node): void => {
    if (LITERALS.has(node.kind)) literals.push([node.getStart(sf), node.end]);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  const lines: number[] = [];
  for (const m of text.matchAll(CITATION)) {
    const at = m.index ?? 0;
    if (literals.some(([from, to]) => at >= from && at < to)) continue;
    lines.push(sf.getLineAndCharacterOfPosition(at).line + 1);
  }
  return [...new Set(lines)];
}

test('the check finds citations in comments and only there', () => {
  const sample = [
    '/** Toast (SPEC 9: 2 s). */',
    "const a = 'SPEC 4 in a string';",
    '// see SPEC.md section 2',
    'const b = `SPEC 7 ${a}`; /* SPEC 2/8 */',
    'const c = /SPEC 3/;',
    '// the spec in words, no number: fine',
  ].join('\n');
  expect(citedLines('sample.ts', sample)).toEqual([1, 3, 4]);
  const jsx = "const v = <View>SPEC 5 text{/* SPEC 5 */}</View>;\n// SPEC section on nothing";
  expect(citedLines('sample.tsx', jsx)).toEqual([1, 2]);
});

test('no comment in src/ or server/src/ cites a SPEC section number', () => {
  const found: string[] = [];
  for (const f of DIRS.flatMap((d) => sourceFiles(d, EXT))) {
    const text = readFileSync(f, 'utf8');
    if (!text.includes('SPEC')) continue;
    const lines = text.split('\n');
    for (const n of citedLines(f, text)) found.push(`${relative(ROOT, f)}:${n}: ${lines[n - 1].trim()}`);
  }
  expect(found).toEqual([]);
});
