import {
  TRIAL_ACTIVE_DAYS,
  TRIAL_REQUEST_VALID_DAYS,
  TrialAccessState,
  trialAccessState,
  trialEndsAt,
} from './trial-access-state';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-06-15T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

describe(trialAccessState.name, () => {
  it('should use the spec constants of 3 and 30 days', () => {
    expect(TRIAL_REQUEST_VALID_DAYS).toBe(3);
    expect(TRIAL_ACTIVE_DAYS).toBe(30);
  });

  it('should answer NotStarted when there is neither record nor request', () => {
    expect(trialAccessState(null, null, now)).toBe(TrialAccessState.NotStarted);
  });

  it('should answer Requested when a true request was made within 3 days', () => {
    expect(trialAccessState(null, { requested: true, requestedAt: daysAgo(0) }, now)).toBe(
      TrialAccessState.Requested,
    );
    expect(trialAccessState(null, { requested: true, requestedAt: daysAgo(3) }, now)).toBe(
      TrialAccessState.Requested,
    );
  });

  it('should answer NotStarted when the request is older than 3 days', () => {
    expect(
      trialAccessState(null, { requested: true, requestedAt: new Date(daysAgo(3).getTime() - 1) }, now),
    ).toBe(TrialAccessState.NotStarted);
  });

  it('should answer NotStarted when a recent request is false', () => {
    expect(trialAccessState(null, { requested: false, requestedAt: daysAgo(1) }, now)).toBe(
      TrialAccessState.NotStarted,
    );
  });

  it('should answer Active when the record is on and at most 30 days old', () => {
    expect(trialAccessState({ active: true, startedAt: daysAgo(0) }, null, now)).toBe(
      TrialAccessState.Active,
    );
    expect(trialAccessState({ active: true, startedAt: daysAgo(30) }, null, now)).toBe(
      TrialAccessState.Active,
    );
  });

  it('should answer Expired when the record is older than 30 days', () => {
    expect(
      trialAccessState({ active: true, startedAt: new Date(daysAgo(30).getTime() - 1) }, null, now),
    ).toBe(TrialAccessState.Expired);
  });

  it('should answer Expired when the record flag is false, however recent', () => {
    expect(trialAccessState({ active: false, startedAt: daysAgo(1) }, null, now)).toBe(
      TrialAccessState.Expired,
    );
  });

  it('should ignore a request when a record exists', () => {
    expect(
      trialAccessState(
        { active: true, startedAt: daysAgo(2) },
        { requested: true, requestedAt: daysAgo(1) },
        now,
      ),
    ).toBe(TrialAccessState.Active);
  });

  it('should end a trial 30 days after it started', () => {
    expect(trialEndsAt(daysAgo(30)).getTime()).toBe(now.getTime());
  });
});
