/** Thailand has no daylight saving: its day is always UTC+7. */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant the Bangkok calendar day containing `ms` began. */
export const bangkokDayStart = (ms: number): number =>
  Math.floor((ms + BANGKOK_OFFSET_MS) / DAY_MS) * DAY_MS - BANGKOK_OFFSET_MS;

/** The Bangkok calendar date of `ms`, as YYYY-MM-DD. */
export const bangkokDate = (ms: number): string =>
  new Date(ms + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);

export const iso = (ms: number): string => new Date(ms).toISOString();
