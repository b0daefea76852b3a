import { graphql } from '../../gql';

graphql(`
  fragment ReelClipFields on ReelClip {
    clipId
    fileId
    type
    mime
    mediaUrl
    startTime
    endTime
    clipDuration
    text
    speaker
    noteId
    noteTitle
    tags {
      title
      color
    }
  }
`);

graphql(`
  fragment ReelFields on Reel {
    id
    kind
    title
    insightId
    noteId
    fileId
    tagId
    clipCount
    maxClips
    clips {
      ...ReelClipFields
    }
  }
`);

export const NOTE_FILE_REEL_QUERY = graphql(`
  query NoteFileReel($noteId: ID!, $fileId: ID!) {
    noteFileReel(noteId: $noteId, fileId: $fileId) {
      ...ReelFields
    }
  }
`);

export const REEL_QUERY = graphql(`
  query Reel($id: ID!) {
    reel(id: $id) {
      ...ReelFields
    }
  }
`);

/** An insight's reels, without their clips (a list query stays within the cost limit). */
export const INSIGHT_REELS_QUERY = graphql(`
  query InsightReels($insightId: ID!) {
    insightReels(insightId: $insightId) {
      id
      title
      clipCount
    }
  }
`);

export const REEL_INSIGHT_QUERY = graphql(`
  query ReelInsight($insightId: ID!) {
    insight(id: $insightId) {
      id
      title
      projectId
    }
  }
`);

/** Highlights of the insight's project a member may pick as clips (the audio/video ones are offered). */
export const CLIP_CANDIDATES_QUERY = graphql(`
  query ReelClipCandidates($projectId: ID!, $search: String) {
    searchHighlights(projectId: $projectId, search: $search) {
      id
      text
      noteTitle
      audioVideo {
        fileId
        startTime
        endTime
      }
    }
  }
`);

export const CREATE_REEL_MUTATION = graphql(`
  mutation CreateReel($input: CreateReelInput!) {
    createReel(input: $input) {
      ...ReelFields
    }
  }
`);

export const UPDATE_REEL_MUTATION = graphql(`
  mutation UpdateReel($input: UpdateReelInput!) {
    updateReel(input: $input) {
      ...ReelFields
    }
  }
`);

export const DELETE_REEL_MUTATION = graphql(`
  mutation DeleteReel($id: ID!) {
    deleteReel(id: $id)
  }
`);
