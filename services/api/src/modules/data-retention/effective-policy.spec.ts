import type { PolicyRow } from './data-retention.repository';
import { NO_RETENTION, daysFor, effectivePolicies, effectivePolicy } from './effective-policy';

function row(overrides: Partial<PolicyRow>): PolicyRow {
  return {
    id: 'p',
    project_id: null,
    recordings_days: null,
    notes_days: null,
    trash_days: null,
    keep_highlights_and_transcripts: true,
    locked: false,
    updated_by: null,
    updated_at: new Date(),
    ...overrides,
  };
}

describe('effectivePolicy', () => {
  it('should follow the workspace when the project has no override', () => {
    const sut = effectivePolicy(row({ recordings_days: 90 }), null);
    expect(sut.recordingsDays).toBe(90);
  });

  it("should follow the project's override when the workspace is not locked", () => {
    const sut = effectivePolicy(row({ recordings_days: 90 }), row({ project_id: 'x', recordings_days: 30 }));
    expect(sut.recordingsDays).toBe(30);
  });

  it('should ignore the override when a manager locked the workspace policy', () => {
    const sut = effectivePolicy(
      row({ recordings_days: 90, locked: true }),
      row({ project_id: 'x', recordings_days: 30, notes_days: 60 }),
    );
    expect(sut).toMatchObject({ recordingsDays: 90, notesDays: null });
  });

  it('should keep everything when there is no policy at all', () => {
    expect(effectivePolicy(null, null)).toEqual(NO_RETENTION);
    expect(daysFor(NO_RETENTION, 'TRASH')).toBeNull();
  });

  it('should give every project its own effective policy when only some override', () => {
    const sut = effectivePolicies(
      [row({ notes_days: 180 }), row({ id: 'o', project_id: 'b', notes_days: 30 })],
      ['a', 'b'],
    );
    expect(daysFor(sut.get('a')!, 'NOTES')).toBe(180);
    expect(daysFor(sut.get('b')!, 'NOTES')).toBe(30);
  });
});
