import type { AiChatMessage } from '../providers/ai-provider';
import { contentWords } from './keyword-labels';

export const THEME_MODEL_PROMPT_VERSION = 'themes/model@1';
export const THEME_KEYWORD_PROMPT_VERSION = 'themes/keywords@1';
/** The member texts a model reads per theme: the most typical ones. */
export const TEXTS_PER_THEME = 8;
/** A text is cut to this many characters for the prompt. */
const TEXT_CHARS = 300;
export const MAX_THEME_NAME_LENGTH = 80;
export const MAX_THEME_DESCRIPTION_LENGTH = 300;

/** What the model is shown of one theme. */
export interface ThemeForModel {
  texts: string[];
  keywords: string[];
}

const SYSTEM = [
  'You name themes found in customer research highlights.',
  'For each numbered theme you get its most typical highlights. Reply with one line per theme:',
  '<number>. <name of at most 6 words> | <one sentence of at most 25 words saying what the highlights have in common>',
  'Use only what the highlights say; never invent facts, numbers or quotes. Reply with nothing else.',
].join('\n');

export function themeNamingMessages(themes: readonly ThemeForModel[], noun: string): AiChatMessage[] {
  const body = themes
    .map(
      (theme, t) =>
        `Theme ${t + 1} (keywords: ${theme.keywords.join(', ') || 'none'}):\n` +
        theme.texts
          .slice(0, TEXTS_PER_THEME)
          .map((text) => `- ${text.replace(/\s+/g, ' ').slice(0, TEXT_CHARS)}`)
          .join('\n'),
    )
    .join('\n\n');
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: `${themes.length} themes of ${noun}:\n\n${body}` },
  ];
}

export interface ModelThemeName {
  name: string;
  description: string;
}

const LINE = /^\s*(?:theme\s*)?(\d{1,3})\s*[.):-]\s*(.+?)\s*\|\s*(.+?)\s*$/i;

/** The model's names by theme index (0-based); a theme it skipped or named badly is absent. */
export function parseThemeNames(reply: string, themes: number): Map<number, ModelThemeName> {
  const names = new Map<number, ModelThemeName>();
  for (const raw of reply.split('\n')) {
    const match = LINE.exec(raw.replace(/\*\*/g, ''));
    if (!match) continue;
    const index = Number(match[1]) - 1;
    const name = clean(match[2] as string);
    const description = clean(match[3] as string);
    if (index < 0 || index >= themes || names.has(index)) continue;
    if (!name || !description || name.length > MAX_THEME_NAME_LENGTH) continue;
    names.set(index, { name, description: description.slice(0, MAX_THEME_DESCRIPTION_LENGTH) });
  }
  return names;
}

function clean(text: string): string {
  return text
    .replace(/^["'“”‘’<]+|["'“”‘’>]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Whether a model's name speaks of its theme's highlights: one of its content words (or a word
 * sharing its first five letters, so "prices" meets "pricing") occurs in the members' texts, or the
 * name, placed by the embedding model, lies nearer its own theme's centre than any other theme's
 * (a paraphrase: "Cost concerns" for highlights saying "too expensive"). A name that does neither
 * is not shown: the keyword label stands in.
 */
export function nameIsAboutMembers(
  name: ModelThemeName,
  memberTexts: readonly string[],
  nearestTheme: number | null,
  ownTheme: number,
): boolean {
  if (nearestTheme === ownTheme) return true;
  const stems = new Set<string>();
  for (const text of memberTexts) for (const word of contentWords(text).keys()) stems.add(word.slice(0, 5));
  for (const word of contentWords(name.name).keys()) if (stems.has(word.slice(0, 5))) return true;
  return false;
}
