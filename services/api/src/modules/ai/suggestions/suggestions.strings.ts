/** What suggested highlights say to people (one place, ready for translation). */
export const suggestionStrings = {
  notFound: 'Suggestion',
  alreadyReviewed: 'This suggestion was already reviewed.',
  textGone: 'The suggested words are no longer in the note; reject the suggestion instead.',
  noEditPermission: 'You need edit permission on this note to review its suggestions.',
  readOnly: 'This workspace is in read-only mode.',
  projectManagersOnly: 'Setting auto features for a project needs edit permission in the project.',
  notEnoughText: (minimum: number) =>
    `The note needs at least ${minimum} words before highlights can be suggested.`,
  tooManyTags: (maximum: number) => `Put at most ${maximum} tags on a suggested highlight.`,
} as const;
