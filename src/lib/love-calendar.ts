/** The sign-in calendar: the month of `today` (YYYY-MM-DD) as weeks of cells, Monday first. */
export interface CalendarCell { day: string; date: number; signed: boolean; today: boolean; future: boolean }

export function monthGrid(today: string, signedDays: readonly string[]): (CalendarCell | null)[][] {
  const [y, m] = today.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1, 1));
  const daysIn = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7; // Monday 0 ... Sunday 6
  const signed = new Set(signedDays);
  const cells: (CalendarCell | null)[] = Array.from({ length: lead }, () => null);
  for (let d = 1; d <= daysIn; d++) {
    const day = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
    cells.push({ day, date: d, signed: signed.has(day), today: day === today, future: day > today });
  }
  while (cells.length % 7) cells.push(null);
  const weeks: (CalendarCell | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}
