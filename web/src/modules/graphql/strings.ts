/** Strings of the GraphQL layer that a person may read. */
export const graphqlStrings = {
  genericError: 'Something went wrong. Please try again.',
  networkError: 'Fieldnote cannot be reached. Check your connection and try again.',
} as const;
