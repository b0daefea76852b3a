import { noticeText } from './retention-notice-text';

describe('noticeText', () => {
  const day = new Date('2026-12-09T14:00:00Z');

  it('should name the day, the counts and the period when one period applies', () => {
    expect(
      noticeText(day, [
        { category: 'RECORDINGS', days: 90, count: 14 },
        { category: 'NOTES', days: 90, count: 3 },
      ]),
    ).toBe(
      'On 9 December 2026, 14 recordings and files and 3 notes older than 90 days will be deleted by the data retention policy.',
    );
  });

  it('should add up projects with the same period and list each period when they differ', () => {
    expect(
      noticeText(day, [
        { category: 'NOTES', days: 30, count: 1 },
        { category: 'NOTES', days: 30, count: 2 },
        { category: 'TRASH', days: 60, count: 1 },
      ]),
    ).toBe(
      'On 9 December 2026, 3 notes older than 30 days and 1 item in the trash older than 60 days will be deleted by the data retention policy.',
    );
  });
});
