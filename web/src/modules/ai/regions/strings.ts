/** The AI model region section of /settings/ai (spec 001 §3 allowChooseAiRegion). */
export const aiRegionStrings = {
  title: 'AI model region',
  help: (dataLocation: string) =>
    `Where the model that answers this workspace's AI requests runs (summaries, Ask, chat, themes, suggestions). Until you choose another, it is the workspace's data region, ${dataLocation}.`,
  label: 'Region',
  option: (region: string, location: string, model: string | null) =>
    model ? `${region} — ${location} (${model})` : `${region} — ${location} (no model configured)`,
  dataRegionTag: 'data region',
  changed: (location: string) => `AI requests now go to the model in ${location}.`,
};
