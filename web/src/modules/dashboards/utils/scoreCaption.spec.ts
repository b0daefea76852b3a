import { dashboardStrings } from '../strings';

describe('the score callout caption', () => {
  it('should say how many matches have no score when fewer responses than matches count', () => {
    expect(dashboardStrings.scoreCaption('NPS', 4, 7)).toBe('NPS from 4 responses · 3 of 7 without a score');
  });

  it('should say only the responses when every match has a score', () => {
    expect(dashboardStrings.scoreCaption('CSAT', 1, 1)).toBe('CSAT from 1 response');
    expect(dashboardStrings.scoreCaption('NPS', 0, 0)).toBe('NPS from 0 responses');
  });
});
