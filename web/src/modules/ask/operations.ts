import { graphql } from '../../gql';

/** What the answer view shows of an answer: Ask's and each Chat answer select it. */
export const AI_ANSWER_VIEW_FIELDS = graphql(`
  fragment AiAnswerViewFields on AiAnswer {
    summary
    sample
    extractive
    droppedQuotes
    removedSentences
    provider {
      model
    }
    content {
      type
      level
      text
      citationReferenceIds
    }
    citations {
      citationReferenceId
      url
      title
      projectTitle
      quote
      verification
    }
  }
`);

export const ASK_MUTATION = graphql(`
  mutation Ask($input: AskInput!) {
    ask(input: $input) {
      ...AiAnswerViewFields
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
