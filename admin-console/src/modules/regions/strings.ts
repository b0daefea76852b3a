/** Every string of the regions screen and region pickers that a person reads. */
export const regionStrings = {
  title: 'Regions',
  intro: 'Where this deployment keeps workspace data. Research data never leaves its region.',
  current: 'Current region',
  currentHelp: 'New workspaces go here unless another region is chosen.',
  available: 'Available regions',
  region: 'Region',
  cloudRegion: 'Cloud region',
  location: 'Location',
  group: 'Group',
  residencyKey: 'Data residency key',
  loading: 'Loading regions…',
  loadFailed: 'The regions could not be loaded.',
  retry: 'Retry',
  selectLabel: 'Region',
  label: (region: string, location: string, cloudRegion: string) =>
    `${region} — ${location} (${cloudRegion})`,
};
