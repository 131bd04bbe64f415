/**
 * The one masking rule for a person's name shown to someone else (the comment wall, the love rank, the
 * health tree, a venue, a fundraiser's verified real name, the blacklist, donor reports): the first
 * character and ** (张三丰 -> 张**, 李明 -> 李**), so neither the length nor the given name shows;
 * an empty name is 爱心人士.
 */
export function maskName(name: string): string {
  const chars = Array.from(name.trim());
  if (!chars.length) return '爱心人士';
  return `${chars[0]}**`;
}
