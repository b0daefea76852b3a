/**
 * The demo workspace's sign-in, printed by `npm start`. In a file of its own, so the tests that sign
 * in as the demo member read it without loading the seeding code (and with it the whole API) into
 * their sandbox.
 */
export const DEMO_EMAIL = 'demo@fieldnote.dev';
export const DEMO_PASSWORD = 'Fieldnote#Demo2026';
