/** The rule every rate_limits counter keeps (SMS codes, order velocity): a fixed window per row. */
import { sql } from 'kysely';

/**
 * A counter row's update when its key is counted again: one more within the window, or a new window
 * that starts at 1 (an upsert's conflict action: repositories/codes.ts hitCounter, repositories/velocity.ts).
 */
export const bumpOnConflict = (now: number, expiredBefore: number) => {
  const expired = sql<boolean>`rate_limits.window_start <= ${expiredBefore}`;
  return {
    count: sql<number>`case when ${expired} then 1 else rate_limits.count + 1 end`,
    window_start: sql<number>`case when ${expired} then ${now} else rate_limits.window_start end`,
  };
};
