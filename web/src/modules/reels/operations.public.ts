import { graphql } from '../../gql';

/** Public reads of reel embeds: sent without cookies (spec 000 §1/§7, the public insights mode). */
export const EMBEDDED_REEL_QUERY = graphql(`
  query EmbeddedReel($reelId: ID!) {
    embeddedReel(reelId: $reelId) {
      ...ReelFields
    }
  }
`);

export const EMBEDDED_NOTE_FILE_REEL_QUERY = graphql(`
  query EmbeddedNoteFileReel($noteId: ID!, $fileId: ID!) {
    embeddedNoteFileReel(noteId: $noteId, fileId: $fileId) {
      ...ReelFields
    }
  }
`);

export const EMBEDDED_TAG_REEL_QUERY = graphql(`
  query EmbeddedTagReel($tagId: ID!) {
    embeddedTagReel(tagId: $tagId) {
      ...ReelFields
    }
  }
`);
