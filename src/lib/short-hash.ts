/** A hash shortened for the screen: the first 8 and last 4 hex digits (no hashing code: 我的捐款 in the main package uses it). */
export const shortHash = (h: string): string => (h.length > 16 ? `${h.slice(0, 8)}…${h.slice(-4)}` : h);

/** A gift's place in the public money log on a 我的捐款 row: 账本第N条 and its short leaf hash, or 待入账本 until sequenced. */
export const leafLine = (leafIndex: number | null | undefined, leafHash: string | undefined): string =>
  leafIndex == null ? '待入账本' : `账本第${leafIndex}条 · ${shortHash(leafHash ?? '')}`;
