import { InlineTitle } from '../../common/components/InlineTitle';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { UPDATE_INSIGHT_MUTATION } from '../operations';
import { insightStrings } from '../strings';
import type { Insight } from '../types/Insight';

/** Spec 000 §9: insight title 200 characters. */
const INSIGHT_TITLE_MAX = 200;

/** The insight's title, renamed inline by members who may edit. */
export function InsightTitle({
  insight,
  editable,
  onRenamed,
}: {
  insight: Insight;
  editable: boolean;
  onRenamed: (insight: Insight) => void;
}) {
  const [rename, { loading, error, reset }] = useGraphqlMutation(UPDATE_INSIGHT_MUTATION);
  return (
    <InlineTitle
      title={insight.title}
      untitled={insightStrings.untitled}
      renameHint={insightStrings.renameHint}
      label={insightStrings.titleLabel}
      maxLength={INSIGHT_TITLE_MAX}
      editable={editable}
      saving={loading}
      error={error}
      onCancel={reset}
      onSave={async (draft) => {
        // An empty title is sent as is: the server names it 'Untitled insight' (spec 000 §5).
        const result = await rename({ input: { id: insight.id, title: draft } });
        if (result) onRenamed(result.updateInsight);
        return Boolean(result);
      }}
    />
  );
}
