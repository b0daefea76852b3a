import { graphql } from '../../gql';

graphql(`
  fragment ProjectViewFields on ProjectView {
    id
    shortId
    projectId
    title
    layout
    objectType
    rank
    state
    updatedAt
  }
`);

graphql(`
  fragment ProjectViewItemFields on ProjectViewItem {
    id
    type
    title
    preview
    noteId
    createdBy
    createdAt
    updatedAt
    published
    rank
    columnKey
    fieldValues {
      ...CustomFieldValueFields
    }
    tags
  }
`);

export const PROJECT_VIEWS_QUERY = graphql(`
  query ProjectViews($projectId: ID!) {
    projectViews(projectId: $projectId) {
      ...ProjectViewFields
    }
  }
`);

export const PROJECT_VIEW_QUERY = graphql(`
  query ProjectView($id: ID!) {
    projectView(id: $id) {
      ...ProjectViewFields
    }
  }
`);

/** A page of the view's items; the filter is the view's form compiled now (relative dates from now). */
export const PROJECT_VIEW_ITEMS_QUERY = graphql(`
  query ProjectViewItems($viewId: ID!, $offset: Int, $limit: Int, $filter: SearchFilterGroupInput) {
    projectViewItems(viewId: $viewId, offset: $offset, limit: $limit, filter: $filter) {
      total
      offset
      items {
        ...ProjectViewItemFields
      }
      columns {
        key
        label
        color
        count
      }
    }
  }
`);

export const CREATE_PROJECT_VIEW_MUTATION = graphql(`
  mutation CreateProjectView($input: CreateProjectViewInput!) {
    createProjectView(input: $input) {
      ...ProjectViewFields
    }
  }
`);

export const UPDATE_PROJECT_VIEW_MUTATION = graphql(`
  mutation UpdateProjectView($input: UpdateProjectViewInput!) {
    updateProjectView(input: $input) {
      ...ProjectViewFields
    }
  }
`);

export const DELETE_PROJECT_VIEW_MUTATION = graphql(`
  mutation DeleteProjectView($id: ID!) {
    deleteProjectView(id: $id)
  }
`);

export const MOVE_VIEW_ITEM_MUTATION = graphql(`
  mutation MoveViewItem($input: MoveViewItemInput!) {
    moveViewItem(input: $input) {
      ...ProjectViewItemFields
    }
  }
`);

/** Replaces the canvas objects of the view (the rest of its state stays as saved). */
export const SAVE_CANVAS_OBJECTS_MUTATION = graphql(`
  mutation SaveCanvasObjects($input: SaveCanvasObjectsInput!) {
    saveCanvasObjects(input: $input) {
      ...ProjectViewFields
    }
  }
`);

/** Puts a view right after another of the project's views (afterId null: first). */
export const REORDER_PROJECT_VIEW_MUTATION = graphql(`
  mutation ReorderProjectView($input: ReorderProjectViewInput!) {
    reorderProjectView(input: $input) {
      id
      rank
    }
  }
`);
