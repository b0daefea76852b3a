/** An upload in this browser tab: its progress, and how it ended when it has. */
export interface Upload {
  key: string;
  name: string;
  loaded: number;
  total: number;
  state: 'uploading' | 'failed' | 'cancelled';
  error: string | null;
  cancel: () => void;
}
