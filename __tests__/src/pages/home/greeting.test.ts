import { greetingOf } from '../../../../src/pages/home/greeting';

const at = (hours: number, minutes: number) => new Date(2025, 0, 15, hours, minutes);

describe('greeting by hour', () => {
  it.each([
    [0, 0, 'morning'],
    [11, 59, 'morning'],
    [12, 0, 'afternoon'],
    [16, 59, 'afternoon'],
    [17, 0, 'evening'],
    [23, 59, 'evening'],
  ])('%i:%i is %s', (hours, minutes, greeting) => {
    expect(greetingOf(at(hours, minutes))).toBe(greeting);
  });
});
