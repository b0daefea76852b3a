import { redactSecrets } from './ai-provider-error';

describe('redactSecrets', () => {
  it('removes the key, key-shaped tokens and bearer credentials', () => {
    expect(redactSecrets('Incorrect API key provided: my-secret-key.', ['my-secret-key'])).toBe(
      'Incorrect API key provided: [redacted].',
    );
    expect(redactSecrets('Incorrect API key provided: sk-proj-abc1**********xyz9.', [undefined])).toBe(
      'Incorrect API key provided: [redacted]',
    );
    expect(redactSecrets('header was Bearer abc.def', [])).toBe('header was Bearer [redacted]');
  });
});
