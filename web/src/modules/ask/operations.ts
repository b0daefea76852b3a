import { graphql } from '../../gql';

export const ASK_MUTATION = graphql(`
  mutation Ask($input: AskInput!) {
    ask(input: $input) {
      question
      isQuestion
      summary
      sample
      extractive
      droppedQuotes
      removedSentences
      aiActivityId
      provider {
        kind
        model
      }
      counts {
        projects
        highlights
        channels
        items
        notes
        people
      }
      content {
        type
        level
        text
        citationReferenceIds
      }
      citations {
        id
        type
        parentId
        title
        projectTitle
        text
        quote
        citationReferenceId
        url
        noteId
        startOffset
        endOffset
        verification
        alignmentScore
      }
    }
  }
`);
