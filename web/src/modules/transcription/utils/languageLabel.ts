import { transcriptionStrings } from '../strings';

const names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });

/** A transcription language code as people read it: "German (de)", or "Auto-identify". */
export function languageLabel(code: string): string {
  if (code === 'auto-identify') return transcriptionStrings.autoIdentify;
  let name = code;
  try {
    name = names.of(code) ?? code;
  } catch {
    // A code Intl does not know keeps its code.
  }
  return name === code ? code : `${name} (${code})`;
}
