/** The text a reader extracts from a PDF: poppler's pdftotext (npm test provisions poppler-utils). */
import { execFileSync } from 'node:child_process';

export function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
}
