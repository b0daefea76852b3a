import { policySummary } from './policySummary';

describe('policySummary', () => {
  it('should list each kind with its period, leaving out what is kept forever', () => {
    expect(
      policySummary({
        recordingsDays: 90,
        notesDays: null,
        trashDays: 30,
        keepHighlightsAndTranscripts: true,
      }),
    ).toBe('recordings and files after 90 days, trash after 30 days');
  });

  it('should say everything is kept when no period is set', () => {
    expect(
      policySummary({
        recordingsDays: null,
        notesDays: null,
        trashDays: null,
        keepHighlightsAndTranscripts: true,
      }),
    ).toBe('everything is kept');
  });
});
