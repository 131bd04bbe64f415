/**
 * Short public texts readers write under something (a comment, a wish on the health tree): plain
 * text, never HTML, 1-200 characters of trimmed text (an emoji or a 汉字 is one character), not
 * only blanks. `what` names the text in the messages: 评论, 心愿 ...
 */
import { trimmedChars } from './text';

export const SHORT_TEXT_MAX = 200;

export const shortTextMsg = (what: string) => ({
  empty: `请输入${what}内容`,
  tooLong: `${what}不能超过${SHORT_TEXT_MAX}字`,
});

/** null when the text may be posted, else the Chinese reason. */
export function shortTextError(text: string, what: string): string | null {
  const n = trimmedChars(text);
  if (n === 0) return shortTextMsg(what).empty;
  return n > SHORT_TEXT_MAX ? shortTextMsg(what).tooLong : null;
}
