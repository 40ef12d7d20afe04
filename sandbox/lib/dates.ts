import { dayKeyOf } from '../../contract/calendar';

export { DAY_MS } from '../../contract/calendar';

/** The Bangkok calendar date of `ms`, as YYYY-MM-DD (the contract's calendar). */
export const bangkokDate = (ms: number): string => dayKeyOf(ms) ?? '';

/** The instant the Bangkok calendar day containing `ms` began (Thailand is UTC+7 all year). */
export const bangkokDayStart = (ms: number): number => Date.parse(`${bangkokDate(ms)}T00:00:00+07:00`);

export const iso = (ms: number): string => new Date(ms).toISOString();
