import { ConfirmDialog } from '../../common/components/ConfirmDialog';
import { NameDialog } from '../../common/components/NameDialog';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import {
  CREATE_DASHBOARD_MUTATION,
  DELETE_DASHBOARD_MUTATION,
  UPDATE_DASHBOARD_MUTATION,
} from '../operations';
import { dashboardStrings as strings } from '../strings';

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
  const [create, { loading, error, reset }] = useGraphqlMutation(CREATE_DASHBOARD_MUTATION);
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

/** Renames a dashboard. */
export function RenameDashboardDialog({
  dashboard,
  onClose,
  onDone,
}: {
  dashboard: { id: string; title: string };
  onClose: () => void;
  onDone: () => void;
}) {
  const [rename, { loading, error }] = useGraphqlMutation(UPDATE_DASHBOARD_MUTATION);
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
        const done = Boolean(await rename({ input: { id: dashboard.id, title } }));
        if (done) onDone();
        return done;
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
  const [remove, { loading, error }] = useGraphqlMutation(DELETE_DASHBOARD_MUTATION);
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
