/** Every string of sign-in and sign-out that a person reads. */
export const authStrings = {
  title: 'Fieldnote operator console',
  subtitle: 'Sign in with the operator token of this Fieldnote deployment.',
  tokenLabel: 'Operator token',
  tokenHelp: 'Kept in this browser tab only, until you sign out or close the tab.',
  tokenRequired: 'Enter the operator token.',
  signIn: 'Sign in',
  signingIn: 'Checking the token…',
  signOut: 'Sign out',
  sessionEnded: (reason: string) => `You were signed out: ${reason}`,
};
