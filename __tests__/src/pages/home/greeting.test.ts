import { greetingOf } from '../../../../src/pages/home/greeting';

/** An instant given by its time on the Bangkok clock (UTC+7, no daylight saving). */
const bangkok = (hours: number, minutes: number) =>
  new Date(`2025-01-15T${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:00+07:00`);

describe('greeting by hour', () => {
  it.each([
    [0, 0, 'morning'],
    [11, 59, 'morning'],
    [12, 0, 'afternoon'],
    [16, 59, 'afternoon'],
    [17, 0, 'evening'],
    [23, 59, 'evening'],
  ])('%i:%i in Bangkok is %s', (hours, minutes, greeting) => {
    expect(greetingOf(bangkok(hours, minutes))).toBe(greeting);
  });

  it("goes by Bangkok's hour, whatever the machine's clock says", () => {
    // 02:38 on Thursday in Bangkok, 19:38 on Wednesday on a UTC machine.
    const instant = new Date('2026-11-25T19:38:00Z');
    expect(greetingOf(instant)).toBe('morning');
    // A machine whose local clock reads the evening: still morning in Bangkok.
    const localHours = jest.spyOn(Date.prototype, 'getHours').mockReturnValue(19);
    try {
      expect(greetingOf(instant)).toBe('morning');
    } finally {
      localHours.mockRestore();
    }
  });
});
