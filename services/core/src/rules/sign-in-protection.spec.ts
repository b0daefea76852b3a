import { SIGN_IN_FREE_FAILURES, SIGN_IN_MAX_DELAY_SECONDS, signInDelaySeconds } from './sign-in-protection';

describe(signInDelaySeconds.name, () => {
  it('should not delay an address while it is within the free failures', () => {
    for (let failures = 0; failures < SIGN_IN_FREE_FAILURES; failures++)
      expect(signInDelaySeconds(failures)).toBe(0);
  });

  it('should double the delay with each failure after the free ones', () => {
    const delays = [0, 1, 2, 3].map((extra) => signInDelaySeconds(SIGN_IN_FREE_FAILURES + extra));
    expect(delays).toEqual([1, 2, 4, 8]);
  });

  it('should cap the delay when an address keeps failing for long', () => {
    expect(signInDelaySeconds(SIGN_IN_FREE_FAILURES + 20)).toBe(SIGN_IN_MAX_DELAY_SECONDS);
    expect(signInDelaySeconds(10_000)).toBe(SIGN_IN_MAX_DELAY_SECONDS);
  });
});
