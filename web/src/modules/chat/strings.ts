/** Every string of Chat a person reads, in one place (ready for translation). */
export const chatStrings = {
  title: 'Chat',
  projectHint:
    'Talk with this project’s notes: every answer quotes them, and every quote opens the note at its words. Follow-up questions build on the earlier ones.',
  workspaceHint:
    'Talk with every note you can read: every answer quotes them, and every quote opens the note at its words. Follow-up questions build on the earlier ones.',
  conversations: 'Conversations',
  newConversation: 'New conversation',
  noConversations: 'No conversations yet. Start one with a question below.',
  untitled: 'Untitled conversation',
  wholeWorkspace: 'Whole workspace',
  oneProject: 'This project',
  back: 'Back',
  aiOff:
    'Generative AI is turned off for this workspace, so Chat is not available. A manager can turn it on in Settings › AI.',
  messages: (n: number) => `${n} ${n === 1 ? 'message' : 'messages'}`,
  label: 'Your message',
  placeholder: 'Ask a question, or follow up on the last answer…',
  send: 'Send',
  sending: 'Reading the notes…',
  samples: 'Try one of these',
  thinking: 'Thinking',
  you: 'You',
  assistant: 'Fieldnote AI',
  notEnoughData: 'Not enough data',
  rename: 'Rename',
  renameTitle: 'Rename conversation',
  renaming: 'Renaming…',
  titleLabel: 'Title',
  delete: 'Delete',
  deleteTitle: 'Delete this conversation?',
  deleteBody: 'Its messages are deleted with it. The notes it quoted are not changed.',
  deleting: 'Deleting…',
  charactersLeft: (n: number) => `${n} characters left`,
  openChat: 'Open Chat',
  openChatHint: 'Ask follow-up questions in a conversation',
} as const;

/** Spec 000 §9: conversation title 500, conversation message 40000 characters. */
export const MAX_CONVERSATION_TITLE = 500;
export const MAX_CONVERSATION_MESSAGE = 40000;
