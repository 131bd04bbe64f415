/**
 * Masking of what looks like personal data in a text (log lines, a vendor's error message): used by the
 * log scrubber (plugins/logging.ts) and by providers that log a vendor's answer.
 */
/** What a masked value becomes. */
export const REDACTED = '[redacted]';

// A mainland mobile (11 digits), ID (17 digits + check) or bank card (16..19 digits), standing alone:
// not part of a longer token (an order id 'CF…'), nor a decimal's digits (a response time).
const EDGE_BEFORE = '(?<![0-9A-Za-z_])(?<!\\d\\.)';
const EDGE_AFTER = '(?![0-9A-Za-z_])(?!\\.\\d)';
const LOOKS_SENSITIVE = new RegExp(`${EDGE_BEFORE}(?:1[3-9]\\d{9}|\\d{17}[\\dXx]|\\d{16,19})${EDGE_AFTER}`, 'g');
/** Masks what looks like a phone, ID or card number in a text. */
export const maskText = (s: string): string => s.replace(LOOKS_SENSITIVE, REDACTED);
