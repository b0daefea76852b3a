import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { PageTabs } from '../../common/components/PageTabs';
import { LoadingState } from '../../common/components/LoadingState';
import { MemberAvatar } from '../../common/components/MemberAvatar';
import { NotFoundPage } from '../../common/components/NotFoundPage';
import { commonStrings } from '../../common/strings';
import { formatDate } from '../../common/utils/formatDate';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { isNotFound } from '../../graphql/utils/isNotFound';
import { PROJECTS_QUERY } from '../../projects/operations';
import { SEARCH_QUERY } from '../../search/operations';
import { MEMBER_PROFILE_QUERY } from '../../settings/operations';
import { useLayoutPreference } from '../hooks/useLayoutPreference';
import { browseStrings } from '../strings';
import { insightItem, projectItem } from '../utils/collectionItems';
import { EmptyState } from './EmptyState';
import { ItemCollection } from './ItemCollection';
import { LayoutToggle } from './LayoutToggle';

/** The tabs of /user/{userId}/{tab}; /user/{userId} opens the first. */
export const USER_TABS = ['insights', 'projects'] as const;
type UserTab = (typeof USER_TABS)[number];
const isTab = (value: string): value is UserTab => (USER_TABS as readonly string[]).includes(value);
/** A page of the member's insights (search's own limit is 1000). */
const INSIGHT_COUNT = 100;

/**
 * /user/{userId} and /user/{userId}/{tab}: a member's profile (name, e-mail, role, since when) and
 * their work: the insights they wrote and the projects they created that the viewer may open.
 */
export function UserPage() {
  const { userId = '', tab: param = 'insights' } = useParams();
  const [layout, setLayout] = useLayoutPreference('user');
  // The profile is its own read, so a plan without member profile pages refuses it and the page shows
  // the upgrade prompt (ErrorAlert) in place of the profile, to members and managers alike.
  const profile = useGraphqlQuery(MEMBER_PROFILE_QUERY, { userId });
  const member = profile.data?.memberProfile;
  const tab = isTab(param) ? param : null;
  const insights = useGraphqlQuery(
    SEARCH_QUERY,
    {
      input: {
        types: ['INSIGHT'],
        user: { operator: 'CREATED_BY', ids: [userId] },
        sort: { by: 'UPDATED', direction: 'DESC' },
        limit: INSIGHT_COUNT,
      },
    },
    { skip: !member || tab !== 'insights' },
  );
  const projects = useGraphqlQuery(
    PROJECTS_QUERY,
    { archived: false },
    { skip: !member || tab !== 'projects' },
  );

  if (profile.loading && !profile.data) return <LoadingState />;
  if (!profile.data && !isNotFound(profile.error))
    return <ErrorAlert error={profile.error} onRetry={profile.refetch} />;
  if (!member || !tab)
    return (
      <NotFoundPage
        title={member ? commonStrings.notFoundTitle : browseStrings.memberNotFound}
        homePath="/settings/users"
        homeLabel={browseStrings.goToMembers}
        body={commonStrings.notFoundBody}
      />
    );
  const theirProjects = (projects.data?.projects ?? []).filter((p) => p.createdBy === member.id);
  const firstName = member.name.split(' ')[0] ?? member.name;

  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 3, flexWrap: 'wrap', gap: 2 }}>
        <MemberAvatar id={member.id} name={member.name} size={56} />
        <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {member.name}
          </Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {member.email} · {browseStrings.memberSince(formatDate(member.createdAt))}
          </Typography>
        </Stack>
        <Chip label={browseStrings.roles[member.role]} variant="outlined" />
        <LayoutToggle value={layout} onChange={setLayout} />
      </Stack>
      <PageTabs
        value={tab}
        label={browseStrings.memberTabs(member.name)}
        tabs={[
          { value: 'insights', label: browseStrings.yourWorkInsights, path: `/user/${member.id}/insights` },
          { value: 'projects', label: browseStrings.yourWorkProjects, path: `/user/${member.id}/projects` },
        ]}
      />
      {tab === 'insights' ? (
        <>
          <ErrorAlert error={insights.error} onRetry={insights.refetch} />
          {!insights.data && !insights.error ? <LoadingState /> : null}
          {insights.data && insights.data.search.items.length === 0 ? (
            <EmptyState
              title={browseStrings.memberNoInsights(firstName)}
              hint={browseStrings.memberNoInsightsHint}
            />
          ) : null}
          {insights.data && insights.data.search.items.length > 0 ? (
            <ItemCollection
              layout={layout}
              label={browseStrings.yourWorkInsights}
              items={insights.data.search.items.map(insightItem)}
            />
          ) : null}
        </>
      ) : (
        <>
          <ErrorAlert error={projects.error} onRetry={projects.refetch} />
          {!projects.data && !projects.error ? <LoadingState /> : null}
          {projects.data && theirProjects.length === 0 ? (
            <EmptyState
              title={browseStrings.memberNoProjects(firstName)}
              hint={browseStrings.memberNoProjectsHint}
            />
          ) : null}
          {theirProjects.length > 0 ? (
            <ItemCollection
              layout={layout}
              label={browseStrings.yourWorkProjects}
              items={theirProjects.map(projectItem)}
            />
          ) : null}
        </>
      )}
    </>
  );
}
