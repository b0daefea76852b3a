import { graphql } from '../../gql';

graphql(`
  fragment WorkspaceTemplateFields on WorkspaceTemplate {
    id
    shortId
    type
    title
    description
    content
    updatedAt
    projectStructure {
      summary
      tags {
        title
        color
      }
      fields {
        target
        label
        type
        optionCount
      }
    }
  }
`);

export const TEMPLATES_QUERY = graphql(`
  query WorkspaceTemplates($type: WorkspaceTemplateType) {
    workspaceTemplates(type: $type) {
      ...WorkspaceTemplateFields
    }
  }
`);

export const TEMPLATE_QUERY = graphql(`
  query WorkspaceTemplate($id: ID!) {
    workspaceTemplate(id: $id) {
      ...WorkspaceTemplateFields
      contentJson
    }
  }
`);

export const CREATE_INSIGHT_TEMPLATE_MUTATION = graphql(`
  mutation CreateInsightTemplate($input: CreateInsightTemplateInput!) {
    createInsightTemplate(input: $input) {
      ...WorkspaceTemplateFields
    }
  }
`);

export const CREATE_PROJECT_TEMPLATE_MUTATION = graphql(`
  mutation CreateProjectTemplate($input: CreateProjectTemplateInput!) {
    createProjectTemplate(input: $input) {
      ...WorkspaceTemplateFields
    }
  }
`);

export const UPDATE_TEMPLATE_MUTATION = graphql(`
  mutation UpdateWorkspaceTemplate($input: UpdateWorkspaceTemplateInput!) {
    updateWorkspaceTemplate(input: $input) {
      ...WorkspaceTemplateFields
      contentJson
    }
  }
`);

export const DELETE_TEMPLATE_MUTATION = graphql(`
  mutation DeleteWorkspaceTemplate($id: ID!) {
    deleteWorkspaceTemplate(id: $id)
  }
`);

export const PROJECT_FROM_TEMPLATE_MUTATION = graphql(`
  mutation CreateProjectFromTemplate($input: CreateProjectFromTemplateInput!) {
    createProjectFromTemplate(input: $input) {
      ...ProjectFields
    }
  }
`);

export const INSIGHT_FROM_TEMPLATE_MUTATION = graphql(`
  mutation CreateInsightFromTemplate($input: CreateInsightFromTemplateInput!) {
    createInsightFromTemplate(input: $input) {
      ...InsightFields
    }
  }
`);
