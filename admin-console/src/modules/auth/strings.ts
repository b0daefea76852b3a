/** The longest operator name the server takes (X-Operator-Name). */
export const OPERATOR_NAME_MAX = 100;

/** Every string of sign-in and sign-out that a person reads. */
export const authStrings = {
  title: 'Fieldnote operator console',
  subtitle: 'Sign in with the operator token of this Fieldnote deployment.',
  tokenLabel: 'Operator token',
  tokenHelp: 'Kept in this browser tab only, until you sign out or close the tab.',
  tokenRequired: 'Enter the operator token.',
  nameLabel: 'Your name or e-mail',
  nameHelp: 'The plan catalogue’s log names you for the changes you make.',
  nameRequired: 'Enter your name or e-mail: the catalogue’s log names you for your changes.',
  nameTooLong: (max: number) => `Your name has at most ${max} characters.`,
  signedInAs: (name: string) => `Signed in as ${name}`,
  signIn: 'Sign in',
  signingIn: 'Checking the token…',
  signOut: 'Sign out',
  sessionEnded: (reason: string) => `You were signed out: ${reason}`,
};
