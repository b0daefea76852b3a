import { minutesTextToSeconds, secondsToMinutesText } from './minutesField';

describe('minutesField', () => {
  it('should show seconds as whole minutes and nothing for no limit', () => {
    expect(secondsToMinutesText(3600)).toBe('60');
    expect(secondsToMinutesText(null)).toBe('');
  });

  it('should read typed minutes as seconds, empty as no limit, and anything else as not a number', () => {
    expect(minutesTextToSeconds(' 5 ')).toBe(300);
    expect(minutesTextToSeconds('')).toBeNull();
    expect(minutesTextToSeconds('1.5')).toBeNaN();
    expect(minutesTextToSeconds('-5')).toBeNaN();
  });
});
