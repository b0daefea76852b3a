import { OPEN_POLICY, type SessionFacts, type SessionPolicy, sessionDeadline } from './session-policy';

const HOUR = 3_600_000;
const signedInAt = new Date('2026-12-01T08:00:00Z');

function session(overrides: Partial<SessionFacts> = {}): SessionFacts {
  return {
    accountId: 'a1',
    createdAt: signedInAt,
    lastUsedAt: new Date(signedInAt.getTime() + 2 * HOUR),
    expiresAt: new Date(signedInAt.getTime() + 168 * HOUR),
    signInMethod: 'password',
    ...overrides,
  };
}

function policy(overrides: Partial<SessionPolicy> = {}): SessionPolicy {
  return { ...OPEN_POLICY, ...overrides };
}

describe(sessionDeadline.name, () => {
  it('should be the session’s own expiry when the workspace sets nothing', () => {
    expect(sessionDeadline(session(), OPEN_POLICY)).toBe(signedInAt.getTime() + 168 * HOUR);
  });

  it('should end at sign-in plus the absolute lifetime when that comes first', () => {
    expect(sessionDeadline(session(), policy({ absoluteLifetime: 3600 }))).toBe(signedInAt.getTime() + HOUR);
  });

  it('should end at the last use plus the idle lifetime when that comes first', () => {
    const sut = sessionDeadline(session(), policy({ idleLifetime: 1800, absoluteLifetime: 86_400 }));
    expect(sut).toBe(signedInAt.getTime() + 2.5 * HOUR);
  });

  it('should count idle time from sign-in when the session was never used', () => {
    const sut = sessionDeadline(session({ lastUsedAt: null }), policy({ idleLifetime: 600 }));
    expect(sut).toBe(signedInAt.getTime() + 600_000);
  });

  it('should refuse a password session when SSO is required and the account is no break-glass manager', () => {
    expect(sessionDeadline(session(), policy({ ssoEnforced: true }))).toBe(0);
  });

  it('should keep a break-glass manager’s password session and an SSO session when SSO is required', () => {
    const enforced = policy({ ssoEnforced: true, breakGlassAccountIds: new Set(['a1']) });
    expect(sessionDeadline(session(), enforced)).toBeGreaterThan(0);
    expect(
      sessionDeadline(session({ accountId: 'a2', signInMethod: 'sso' }), policy({ ssoEnforced: true })),
    ).toBeGreaterThan(0);
  });
});
