import { useViewer } from '../../auth/hooks/useViewer';

/** Whether the signed-in member may change channels: managers and contributors may, viewers read. */
export function useCanEditChannels(): boolean {
  const { viewer } = useViewer();
  return viewer?.role === 'MANAGER' || viewer?.role === 'CONTRIBUTOR';
}
