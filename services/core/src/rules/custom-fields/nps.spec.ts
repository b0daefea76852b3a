import { npsBucket } from './nps';

describe('npsBucket (spec 000 §9)', () => {
  it.each([0, 1, 5, 6])('should call %i a Detractor', (score) => expect(npsBucket(score)).toBe('Detractor'));
  it.each([7, 8])('should call %i Passive', (score) => expect(npsBucket(score)).toBe('Passive'));
  it.each([9, 10])('should call %i a Promoter', (score) => expect(npsBucket(score)).toBe('Promoter'));
  it.each([-1, 11, 6.5])('should refuse %p when it is not a whole number from 0 to 10', (score) =>
    expect(() => npsBucket(score)).toThrow(RangeError),
  );
});
