/** Strings shared by every screen. */
export const commonStrings = {
  appName: 'Fieldnote',
  errorTitle: 'Something went wrong',
  loading: 'Loading…',
  notFoundTitle: 'Page not found',
  notFoundBody: 'There is nothing at this address. Check the link or go back to your projects.',
  notFoundBodyRoot: 'There is nothing at this address.',
  goToProjects: 'Go to projects',
  goToSignIn: 'Go to sign-in',
  cancel: 'Cancel',
  close: 'Close',
  copy: 'Copy',
  copied: 'Copied',
  retry: 'Try again',
  undo: 'Undo',
} as const;
