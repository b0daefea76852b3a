/** The published filter's menu choices, and the request's `published` value each stands for. */
export type PublishedChoice = 'either' | 'published' | 'draft';

export function publishedChoiceOf(published: boolean | null): PublishedChoice {
  return published === null ? 'either' : published ? 'published' : 'draft';
}

export function publishedOf(choice: PublishedChoice): boolean | null {
  return choice === 'either' ? null : choice === 'published';
}
