import { SCORE_SEGMENTS, segmentScore } from './score-segments';

describe('segmentScore', () => {
  it('should give NPS as % promoters minus % detractors', () => {
    expect(segmentScore('NPS', [20, 30, 50], 10)).toBe(30);
    expect(segmentScore('NPS', [100, 0, 0], 3)).toBe(-100);
  });

  it('should give CSAT as the % satisfied', () => {
    expect(segmentScore('CSAT', [10, 20, 70], 10)).toBe(70);
  });

  it('should give no score when there are no responses', () => {
    expect(segmentScore('NPS', [0, 0, 0], 0)).toBeNull();
  });
});

describe('SCORE_SEGMENTS', () => {
  it('should split NPS at 7 and 9 as spec 000 §9 does', () => {
    expect(SCORE_SEGMENTS.NPS.map((s) => [s.key, s.min, s.below])).toEqual([
      ['Detractor', null, 7],
      ['Passive', 7, 9],
      ['Promoter', 9, null],
    ]);
  });
});
