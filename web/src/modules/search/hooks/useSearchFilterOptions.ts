import { useCallback, useMemo } from 'react';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { useSegments } from '../../segments/hooks/useSegments';
import {
  CHANNEL_FILTER_OPTIONS_QUERY,
  PERSON_FILTER_FIELDS_QUERY,
  SEARCH_FILTER_OPTIONS_QUERY,
} from '../operations';
import { searchStrings as strings } from '../strings';
import type { FilterOptions } from '../../filters/types/FilterOptions';

/** The object types the workspace holds today, for the filter form's Type field. */
const FILTERABLE_TYPES = [
  'PROJECT',
  'PROJECT_CATEGORY',
  'NOTE',
  'HIGHLIGHT',
  'INSIGHT',
  'TAG',
  'PERSON',
  'CHANNEL',
  'CHANNEL_DATAPOINT',
  'THEME',
];

/** A place results can be located in: a project or a folder. */
export interface PlaceOption {
  id: string;
  label: string;
  kind: 'project' | 'folder';
}
export interface TagOption {
  id: string;
  title: string;
  color: string;
  projectTitle: string | null;
}
export interface MemberOption {
  id: string;
  name: string;
  email: string;
}

/** Every tag of the workspace (those of archived projects too), oldest first, for the tag filter. */
const TAG_OPTIONS_INPUT = {
  types: ['TAG' as const],
  limit: 1000,
  archived: null,
  sort: { by: 'CREATED' as const, direction: 'ASC' as const },
};

/**
 * What the filters offer, loaded once per page: projects and folders, tags, members, people,
 * segments of people and channels with their themes and datasets (their own queries, as
 * SearchFilterOptions is at the API's query cost limit), the
 * custom fields of notes and insights (the workspace's, and with `projectId` that project's own)
 * and those of people (always the workspace's).
 */
export function useSearchFilterOptions(projectId: string | null = null) {
  const { data, error, refetch } = useGraphqlQuery(SEARCH_FILTER_OPTIONS_QUERY, {
    tags: TAG_OPTIONS_INPUT,
    projectId,
  });
  const personFields = useGraphqlQuery(PERSON_FILTER_FIELDS_QUERY, {});
  const personFieldList = personFields.data?.customFields;
  const personFieldsError = personFields.error;
  const refetchPersonFields = personFields.refetch;
  const { segments, error: segmentsError, refetch: refetchSegments } = useSegments();
  const channelOptions = useGraphqlQuery(CHANNEL_FILTER_OPTIONS_QUERY, {});
  const channels = channelOptions.data?.channels;
  const channelsError = channelOptions.error;
  const refetchChannels = channelOptions.refetch;
  // Retrying after an error asks every query again: any may be the one that failed.
  const refetchAll = useCallback(() => {
    refetchChannels();
    refetchPersonFields();
    refetchSegments();
    refetch();
  }, [refetch, refetchPersonFields, refetchSegments, refetchChannels]);
  return useMemo(() => {
    const places: PlaceOption[] = [
      ...(data?.projects ?? []).map((p) => ({ id: p.id, label: p.title, kind: 'project' as const })),
      ...(data?.archivedProjects ?? []).map((p) => ({
        id: p.id,
        label: strings.archivedOption(p.title),
        kind: 'project' as const,
      })),
      ...(data?.folders ?? []).map((f) => ({
        id: f.id,
        label: strings.folderOption(f.name),
        kind: 'folder' as const,
      })),
    ];
    const tags: TagOption[] = (data?.tagItems.items ?? [])
      .flatMap((item) => item.tags.map((tag) => ({ ...tag, projectTitle: item.projectTitle ?? null })))
      .filter((tag, index, all) => all.findIndex((other) => other.id === tag.id) === index)
      .sort((a, b) => a.title.localeCompare(b.title));
    const members: MemberOption[] = [...(data?.members ?? [])].sort((a, b) => a.name.localeCompare(b.name));
    const filterOptions: FilterOptions = {
      types: FILTERABLE_TYPES,
      projects: places.filter((place) => place.kind === 'project'),
      folders: (data?.folders ?? []).map((f) => ({ id: f.id, label: f.name })),
      tags,
      members,
      people: data?.people.nodes ?? [],
      segments,
      channels: (channels ?? []).map(({ id, title }) => ({ id, title })),
      themes: (channels ?? []).flatMap((channel) =>
        channel.themes.map((theme) => ({ id: theme.id, title: theme.title, channelTitle: channel.title })),
      ),
      datasets: (channels ?? []).flatMap((channel) =>
        channel.datasets.map((dataset) => ({
          id: dataset.id,
          title: dataset.title,
          channelTitle: channel.title,
        })),
      ),
      customFields: [...(data?.noteFields ?? []), ...(data?.insightFields ?? []), ...(personFieldList ?? [])],
    };
    return {
      places,
      tags,
      members,
      filterOptions,
      loaded: data !== undefined,
      error: error ?? personFieldsError ?? segmentsError ?? channelsError,
      refetch: refetchAll,
    };
  }, [
    data,
    personFieldList,
    segments,
    channels,
    error,
    personFieldsError,
    segmentsError,
    channelsError,
    refetchAll,
  ]);
}
