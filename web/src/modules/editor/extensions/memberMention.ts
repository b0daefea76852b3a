import Mention from '@tiptap/extension-mention';
import { ReactRenderer } from '@tiptap/react';
import type { SuggestionKeyDownProps, SuggestionProps } from '@tiptap/suggestion';
import { MentionList, type MentionListHandle } from '../components/MentionList';
import type { MentionMember } from '../types/MentionMember';

/** How many members the @ list shows at most. */
const MAX_SUGGESTIONS = 8;

/**
 * Mentions of workspace members: typing @ opens a list of the members (from `members()`), filtered
 * by what follows, picked with the keyboard or the mouse. The mention reads "@Name" in the text.
 */
export function memberMention(members: () => MentionMember[]) {
  return Mention.configure({
    HTMLAttributes: { class: 'mention' },
    suggestion: {
      items: ({ query }) => {
        const wanted = query.toLowerCase();
        return members()
          .filter((m) => m.name.toLowerCase().includes(wanted) || m.email.toLowerCase().includes(wanted))
          .slice(0, MAX_SUGGESTIONS);
      },
      render: () => {
        let renderer: ReactRenderer<MentionListHandle> | null = null;
        const place = (props: SuggestionProps<MentionMember>) => {
          const rect = props.clientRect?.();
          const element = renderer?.element as HTMLElement | undefined;
          if (!rect || !element) return;
          Object.assign(element.style, {
            position: 'fixed',
            top: `${rect.bottom + 4}px`,
            left: `${rect.left}px`,
            zIndex: '1500',
          });
        };
        return {
          onStart: (props: SuggestionProps<MentionMember>) => {
            renderer = new ReactRenderer(MentionList, { props, editor: props.editor });
            document.body.appendChild(renderer.element);
            place(props);
          },
          onUpdate: (props: SuggestionProps<MentionMember>) => {
            renderer?.updateProps(props);
            place(props);
          },
          onKeyDown: (props: SuggestionKeyDownProps) => {
            if (props.event.key === 'Escape') {
              renderer?.element.remove();
              return true;
            }
            return renderer?.ref?.onKeyDown(props.event) ?? false;
          },
          onExit: () => {
            renderer?.element.remove();
            renderer?.destroy();
            renderer = null;
          },
        };
      },
    },
  });
}
