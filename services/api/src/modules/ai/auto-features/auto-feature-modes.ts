import { AiAutoFeature, AiAutoFeatureMode, DEFAULT_AI_AUTO_FEATURE_MODE } from '@fieldnote/core';

/** Each auto feature's mode for the workspace, the project's own choice, and what applies. */
export interface AutoFeatureSetting {
  feature: AiAutoFeature;
  workspaceMode: AiAutoFeatureMode;
  projectMode: AiAutoFeatureMode | null;
  effectiveMode: AiAutoFeatureMode;
}

/** The stored choices (the workspace's rows and the project's) made into every feature's setting. */
export function autoFeatureSettings(
  rows: { project_id: string | null; feature: string; mode: string }[],
  projectId: string | null,
): AutoFeatureSetting[] {
  return Object.values(AiAutoFeature).map((feature) => {
    const workspaceMode =
      (rows.find((r) => r.project_id === null && r.feature === feature)?.mode as
        AiAutoFeatureMode | undefined) ?? DEFAULT_AI_AUTO_FEATURE_MODE[feature];
    const projectMode = projectId
      ? ((rows.find((r) => r.project_id === projectId && r.feature === feature)?.mode as
          AiAutoFeatureMode | undefined) ?? null)
      : null;
    return { feature, workspaceMode, projectMode, effectiveMode: projectMode ?? workspaceMode };
  });
}

/** The mode that applies to one feature. */
export function modeOf(modes: AutoFeatureSetting[], feature: AiAutoFeature): AiAutoFeatureMode {
  return modes.find((m) => m.feature === feature)?.effectiveMode ?? DEFAULT_AI_AUTO_FEATURE_MODE[feature];
}
