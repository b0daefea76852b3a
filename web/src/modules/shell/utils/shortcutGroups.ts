import { shellStrings } from '../strings';

export interface ShortcutRow {
  action: string;
  /** The keys, each shown as one key cap; alternatives and sequences are spelled in the action. */
  keys: string[];
}

export interface ShortcutGroup {
  title: string;
  rows: ShortcutRow[];
}

/**
 * The app's keyboard shortcuts, where they work: the keys the code listens for (the Ctrl+K search,
 * "?", the note's H, the transcript's Shift selection, the boards' keyboard moves) and the editor's
 * own marks. `mac` spells the modifier as on an Apple keyboard.
 */
export function shortcutGroups(mac: boolean): ShortcutGroup[] {
  const mod = mac ? '⌘' : 'Ctrl';
  const s = shellStrings.shortcuts;
  return [
    {
      title: s.anywhere,
      rows: [
        { action: s.search, keys: [`${mod} K`] },
        { action: s.thisList, keys: ['?'] },
      ],
    },
    {
      title: s.searchGroup,
      rows: [
        { action: s.moveInResults, keys: ['↑', '↓'] },
        { action: s.openResult, keys: ['Enter'] },
        { action: s.closeSearch, keys: ['Esc'] },
      ],
    },
    {
      title: s.notes,
      rows: [
        { action: s.highlight, keys: ['H'] },
        { action: s.bold, keys: [`${mod} B`] },
        { action: s.italic, keys: [`${mod} I`] },
        { action: s.undo, keys: [`${mod} Z`] },
        { action: s.transcriptStretch, keys: ['Shift Enter'] },
      ],
    },
    {
      title: s.boards,
      rows: [
        { action: s.pickUp, keys: ['Space', 'Enter'] },
        { action: s.move, keys: ['↑', '↓', '←', '→'] },
        { action: s.cancelMove, keys: ['Esc'] },
      ],
    },
  ];
}
