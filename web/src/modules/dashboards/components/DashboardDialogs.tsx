import { ConfirmDialog } from '../../common/components/ConfirmDialog';
import { NameDialog } from '../../common/components/NameDialog';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import {
  CREATE_DASHBOARD_MUTATION,
  DELETE_DASHBOARD_MUTATION,
  UPDATE_DASHBOARD_MUTATION,
} from '../operations';
import { dashboardStrings as strings } from '../strings';
import { leavesLists } from '../../graphql/utils/leavesLists';
import { addDashboardInCache } from '../utils/addDashboardInCache';

const DASHBOARD_LIST: readonly string[] = ['Dashboards'];
const DASHBOARD_GONE = leavesLists('dashboards');

const TITLE_MAX = 300;

/** Asks for a new dashboard's title and creates it. */
export function NewDashboardDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (dashboard: { id: string; shortId: string }) => void;
}) {
  const [create, { loading, error, reset }] = useGraphqlMutation(CREATE_DASHBOARD_MUTATION, {
    update: addDashboardInCache,
  });
  return (
    <NameDialog
      open={open}
      title={strings.newDashboard}
      label={strings.dashboardTitleLabel}
      max={TITLE_MAX}
      submitLabel={strings.createDashboard}
      busyLabel={strings.creating}
      busy={loading}
      error={error}
      onSubmit={async (title) => {
        const created = await create({ input: { title } });
        if (created) onCreated(created.createDashboard);
        return Boolean(created);
      }}
      onClose={() => {
        reset();
        onClose();
      }}
    />
  );
}

/**
 * Renames a dashboard. The answer is the dashboard; the list, most recently changed first, is read
 * again by policy.
 */
export function RenameDashboardDialog({
  dashboard,
  onClose,
}: {
  dashboard: { id: string; title: string };
  onClose: () => void;
}) {
  const [rename, { loading, error }] = useGraphqlMutation(UPDATE_DASHBOARD_MUTATION, {
    refetchQueries: DASHBOARD_LIST,
  });
  return (
    <NameDialog
      open
      title={strings.renameDashboard}
      label={strings.dashboardTitleLabel}
      initialValue={dashboard.title}
      max={TITLE_MAX}
      submitLabel={strings.rename}
      busyLabel={strings.renaming}
      busy={loading}
      error={error}
      onSubmit={async (title) => {
        return Boolean(await rename({ input: { id: dashboard.id, title } }));
      }}
      onClose={onClose}
    />
  );
}

/** Deletes a dashboard and its charts, once confirmed (there is no trash for dashboards). */
export function DeleteDashboardDialog({
  dashboard,
  onClose,
  onDone,
}: {
  dashboard: { id: string; title: string; chartCount: number };
  onClose: () => void;
  onDone: () => void;
}) {
  // The list lets go of it; the dashboard's own page, which shows it until it moves on, is not read again.
  const [remove, { loading, error }] = useGraphqlMutation(DELETE_DASHBOARD_MUTATION, {
    update: DASHBOARD_GONE,
  });
  return (
    <ConfirmDialog
      open
      title={strings.deleteDashboard}
      body={strings.deleteDashboardBody(dashboard.title, dashboard.chartCount)}
      confirmLabel={strings.delete}
      busy={loading}
      error={error}
      onConfirm={async () => {
        if (await remove({ id: dashboard.id })) onDone();
      }}
      onCancel={onClose}
    />
  );
}
