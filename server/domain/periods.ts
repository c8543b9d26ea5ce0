/**
 * The submission periods of `top` (auto-enums.json), measured back from the dataset's clock.
 *
 * CONTRACT.md "Every public filter": the reference service counts from the moment its data was
 * generated (`DATASET_NOW`), not from the wall clock, so that a search answers the same on any
 * day; "today" starts at midnight in Kyiv (the marketplace's time zone) of that day.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Kyiv's offset from UTC on the dataset's day (1 November: winter time, UTC+2). */
const KYIV_OFFSET = 2 * HOUR;

/** How far back each `top` code reaches (0, all time, has no limit). */
const PERIODS: Readonly<Record<number, number | 'today'>> = {
  1: HOUR,
  2: 'today',
  3: 3 * DAY,
  4: 7 * DAY,
  5: 30 * DAY,
  6: 90 * DAY,
  8: 3 * HOUR,
  9: 6 * HOUR,
  10: 2 * DAY,
  11: DAY,
  14: 12 * HOUR,
};

/** The earliest add time (epoch ms) that `top` keeps, or null when it keeps every advert. */
export function submittedSince(top: number | undefined, now: number): number | null {
  if (top === undefined) return null;
  const period = PERIODS[top];
  if (period === undefined) return null;
  if (period === 'today') {
    const local = now + KYIV_OFFSET;
    return local - (local % DAY) - KYIV_OFFSET;
  }
  return now - period;
}
