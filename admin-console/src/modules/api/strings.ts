/** Every string of the API helpers that a person reads. */
export const apiStrings = {
  networkError: 'The server could not be reached. Check your connection and try again.',
  unexpectedStatus: (status: number) => `The server answered with status ${status}.`,
  unreadableAnswer: 'The server sent an answer the console cannot read.',
};
