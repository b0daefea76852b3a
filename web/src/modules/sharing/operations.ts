import { graphql } from '../../gql';

graphql(`
  fragment ShareLinkFields on ShareLink {
    id
    token
    path
    createdAt
    revokedAt
    active
  }
`);

export const SHARE_LINKS_QUERY = graphql(`
  query ShareLinks($insightId: ID!) {
    shareLinks(insightId: $insightId) {
      ...ShareLinkFields
    }
  }
`);

export const NOTE_SHARE_LINKS_QUERY = graphql(`
  query NoteShareLinks($noteId: ID!) {
    noteShareLinks(noteId: $noteId) {
      ...ShareLinkFields
    }
  }
`);

export const HIGHLIGHT_SHARE_LINKS_QUERY = graphql(`
  query HighlightShareLinks($highlightId: ID!) {
    highlightShareLinks(highlightId: $highlightId) {
      ...ShareLinkFields
    }
  }
`);

export const CREATE_SHARE_LINK_MUTATION = graphql(`
  mutation CreateShareLink($insightId: ID!) {
    createShareLink(insightId: $insightId) {
      ...ShareLinkFields
    }
  }
`);

export const CREATE_NOTE_SHARE_LINK_MUTATION = graphql(`
  mutation CreateNoteShareLink($noteId: ID!) {
    createNoteShareLink(noteId: $noteId) {
      ...ShareLinkFields
    }
  }
`);

export const CREATE_HIGHLIGHT_SHARE_LINK_MUTATION = graphql(`
  mutation CreateHighlightShareLink($highlightId: ID!) {
    createHighlightShareLink(highlightId: $highlightId) {
      ...ShareLinkFields
    }
  }
`);

export const REVOKE_SHARE_LINK_MUTATION = graphql(`
  mutation RevokeShareLink($id: ID!) {
    revokeShareLink(id: $id) {
      ...ShareLinkFields
    }
  }
`);
