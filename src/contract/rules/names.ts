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

/**
 * A person's name as `viewer` sees it: their own name whole, anyone else's masked by the rule above.
 * Every public answer and list that names another user (comments, verifications, the donor list, help
 * records, purchases, invites, teams, discussions) goes through this, on the server, so a full name
 * never leaves it for someone else. `ownerId` is the named person's user id (null: not a user).
 */
export function nameFor(name: string | null | undefined, ownerId: string | null | undefined, viewerId: string | null | undefined): string {
  return !!viewerId && ownerId === viewerId ? (name ?? '') : maskName(name ?? '');
}
