/**
 * The Nest token of the workspace's configured model: an AiGenerativeProvider, or null when none is
 * configured and the built-in extractive provider answers (what `npm start` uses).
 */
export const AI_GENERATIVE_PROVIDER = Symbol('AI_GENERATIVE_PROVIDER');
