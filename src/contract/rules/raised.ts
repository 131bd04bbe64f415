/**
 * The money raised, as donors read it everywhere (the case page, the lists, the pay page and the
 * public ledger): what was donated less what was refunded to donors. The cases' raised_amount
 * counter is this figure kept up to date (each booked gift adds, each booked refund takes off) and
 * is checked against the ledger; the public ledger computes it from its own sums with this function.
 */
export const raisedFen = (donated: number, refunded: number): number => Math.max(0, donated - refunded);
