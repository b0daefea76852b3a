import { EMPTY_FILTER, toFilterInput } from './auditLogFilter';
import { formatAuditValue } from './formatAuditValue';
import { themeFor } from '../../app/utils/theme';

describe('audit log page helpers', () => {
  it('should show values as a person reads them, leaving ids out', () => {
    expect(formatAuditValue('{"role":"VIEWER"}')).toBe('Role: Viewer');
    expect(formatAuditValue('{"active":false,"insightId":"3f0e1c8a-1111-4a2b-9c3d-123456789abc"}')).toBe(
      'Active: no',
    );
    expect(formatAuditValue('{"name":"CI export"}')).toBe('Name: CI export');
    expect(formatAuditValue(null)).toBe('');
    expect(formatAuditValue('not json')).toBe('not json');
  });

  it('should send no filter for an empty form', () => {
    expect(toFilterInput(EMPTY_FILTER)).toEqual({
      actorId: null,
      action: null,
      objectType: null,
      from: null,
      to: null,
    });
  });

  it('should turn a day range into [start of the first day, start of the day after the last)', () => {
    const input = toFilterInput({ ...EMPTY_FILTER, fromDay: '2026-03-01', toDay: '2026-03-31' });
    expect(input.from).toBe(new Date(2026, 2, 1).toISOString());
    expect(input.to).toBe(new Date(2026, 3, 1).toISOString());
  });
});

describe('themes', () => {
  it('should follow the system for browser-default and keep the others whatever the system says', () => {
    expect(themeFor('browser-default', true).palette.mode).toBe('dark');
    expect(themeFor('browser-default', false).palette.mode).toBe('light');
    expect(themeFor('dark', false).palette.mode).toBe('dark');
    expect(themeFor('light', true).palette.mode).toBe('light');
    expect(themeFor('legacy', true).palette.background.default).toBe('#f6f7fb');
  });
});
