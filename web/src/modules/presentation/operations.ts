import { graphql } from '../../gql';

/** A highlight as a slide or card shows it in presentation mode: its card fields and its media stretch. */
export const PRESENT_HIGHLIGHT_QUERY = graphql(`
  query PresentHighlight($id: ID!) {
    highlight(id: $id) {
      ...WorkspaceHighlightFields
      audioVideo {
        fileId
        startTime
        endTime
      }
    }
  }
`);

/** The recording a highlight was cut from: where to stream it and whether it is audio or video. */
export const PRESENT_FILE_QUERY = graphql(`
  query PresentFile($id: ID!) {
    file(id: $id) {
      id
      name
      fileType
      url
    }
  }
`);

/** An insight's document for its slide. */
export const PRESENT_INSIGHT_QUERY = graphql(`
  query PresentInsight($id: ID!) {
    insight(id: $id) {
      id
      title
      content
      contentJson
      published
    }
  }
`);
