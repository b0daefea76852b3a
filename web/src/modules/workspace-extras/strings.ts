/** Strings of the beta, feedback and extensions settings pages. */
export const extrasStrings = {
  betaNav: 'Beta features',
  betaTitle: 'Beta features',
  betaSubtitle:
    'Try features before everyone gets them. A switch applies to the whole workspace; managers turn betas on and off.',
  betaManagersOnly: 'Only workspace managers can turn beta features on or off.',
  betaChanged: (when: string) => `Last changed ${when}`,
  betas: {
    REMOVE_FILLER_WORDS: {
      title: 'Remove filler words',
      body: 'Leave “um”, “uh”, “erm” and “hmm” out of transcripts imported from now on.',
    },
  } as Record<string, { title: string; body: string }>,
  feedbackNav: 'Send feedback',
  feedbackTitle: 'Send feedback',
  feedbackSubtitle:
    'Tell us what works, what does not and what you miss. Your workspace managers see every message and pass it on.',
  category: 'About',
  categories: {
    BUG: 'Something is broken',
    IDEA: 'An idea',
    QUESTION: 'A question',
    OTHER: 'Something else',
  } as Record<string, string>,
  message: 'Your feedback',
  messageHelp: (left: number) => `${left.toLocaleString('en-US')} characters left`,
  send: 'Send feedback',
  sent: 'Thank you: your feedback was sent.',
  sentListTitle: (manager: boolean) => (manager ? 'Feedback from this workspace' : 'Feedback you sent'),
  sentListEmpty: 'No feedback yet.',
  extensionsNav: 'Extensions',
  extensionsTitle: 'Extensions',
  extensionsSubtitle:
    'Ready-made sets of tags and note fields. Installing one adds its tags or fields that are not there yet; removing it keeps them.',
  projectExtensionsSubtitle:
    'Ready-made sets of tags and note fields for this project only. Workspace extensions are in workspace settings.',
  extensionsManagersOnly: 'Only workspace managers can install extensions for the whole workspace.',
  types: { TAGS: 'Tag set', FIELDS: 'Field set' } as Record<string, string>,
  install: 'Install',
  installLabel: (title: string) => `Install ${title}`,
  uninstall: 'Remove',
  uninstallLabel: (title: string) => `Remove ${title}`,
  installed: (by: string | null, when: string) => `Installed${by ? ` by ${by}` : ''} ${when}`,
  workspaceExtensionsLink: 'Workspace extensions',
} as const;
