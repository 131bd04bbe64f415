/**
 * Text length rules both sides apply. Lengths count characters as a reader sees them (code points,
 * so one emoji or one 汉字 is one); the minimum counts the trimmed text (blank padding does not make
 * a text longer), the maximum what is sent.
 */

/** Code points of a text. */
export const chars = (s: string): number => [...(s ?? '')].length;

/** Code points of the trimmed text. */
export const trimmedChars = (s: string): number => chars((s ?? '').trim());

/** `empty` when blank; `bad` when the trimmed text is shorter than min or the text longer than max; else null. */
export function lengthError(text: string, [min, max]: readonly [number, number], empty: string, bad: string): string | null {
  const n = trimmedChars(text);
  if (n === 0) return empty;
  return n < min || chars(text) > max ? bad : null;
}

/**
 * A required free text of `min`-`max` characters, both counted on the trimmed text: `empty` when
 * blank, `bad` (default `empty`) when its length is out of range.
 */
export function sizedText(text: string, min: number, max: number, empty: string, bad: string = empty): string | null {
  const n = trimmedChars(text);
  if (n === 0) return empty;
  return n < min || n > max ? bad : null;
}

/**
 * Emoji (pictographs with their skin tones, variation selectors, joiners and keycaps; flags) as one pattern.
 * Where they are stripped, on both sides: a case's title (it is a share card's and a search result's
 * title, where WeChat and older phones draw emoji as boxes) and a person's name fields (which the name
 * rules refuse anyway). Stories, comments and wishes keep them: a donor's 🙏 is part of the message.
 */
const EMOJI = /(?:\p{Extended_Pictographic}|\p{Regional_Indicator})(?:\p{Emoji_Modifier}|\uFE0F|\u20E3)*(?:\u200D(?:\p{Extended_Pictographic})(?:\p{Emoji_Modifier}|\uFE0F)*)*|[\uFE0F\u20E3\u200D]|[#*0-9]\uFE0F?\u20E3/gu;

/** The text without its emoji (see EMOJI); digits, #, * and every other character stay. */
export const stripEmoji = (s: string): string => String(s ?? '').replace(EMOJI, '');
