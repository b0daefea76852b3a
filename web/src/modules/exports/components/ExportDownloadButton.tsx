import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { type ReactNode, useRef, useState } from 'react';
import { exportStrings as strings } from '../strings';

/** The file name a `content-disposition: attachment; filename*=UTF-8''…` header gives, else `fallback`. */
export function attachmentName(header: string | null, fallback: string): string {
  const match = header && /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (!match?.[1]) return fallback;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return fallback;
  }
}

type Progress = { state: 'idle' } | { state: 'running'; bytes: number; total: number | null };

/**
 * A download of an export that can take a while (a view of thousands of rows, a long insight as
 * PDF): the file is read as the server writes it, with its progress shown under the button (a bar
 * and the size received so far), then saved; a refusal (export turned off by the plan, no access)
 * is said in words instead of saving an error page.
 */
export function ExportDownloadButton({
  href,
  fileName,
  children,
  icon = <DownloadIcon />,
  ariaLabel,
}: {
  href: string;
  /** The name to save under when the server gives none. */
  fileName: string;
  children: ReactNode;
  icon?: ReactNode;
  ariaLabel?: string;
}) {
  const [progress, setProgress] = useState<Progress>({ state: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  const start = async () => {
    setError(null);
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ state: 'running', bytes: 0, total: null });
    try {
      const response = await fetch(href, { credentials: 'same-origin', signal: controller.signal });
      if (!response.ok) {
        // The REST error body (spec 001 §8): { errors: [{ code, title, message }] }.
        const body = (await response.json().catch(() => null)) as {
          errors?: { message?: string }[];
        } | null;
        throw new Error(body?.errors?.[0]?.message ?? strings.failed);
      }
      const length = Number(response.headers.get('content-length'));
      const total = Number.isFinite(length) && length > 0 ? length : null;
      const parts: BlobPart[] = [];
      let bytes = 0;
      const reader = response.body?.getReader();
      if (reader) {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          parts.push(value);
          bytes += value.byteLength;
          setProgress({ state: 'running', bytes, total });
        }
      } else parts.push(await response.blob());
      const blob = new Blob(parts, { type: response.headers.get('content-type') ?? undefined });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = attachmentName(response.headers.get('content-disposition'), fileName);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch (e) {
      if (!controller.signal.aborted) setError(e instanceof Error ? e.message : strings.failed);
    } finally {
      abort.current = null;
      setProgress({ state: 'idle' });
    }
  };

  const running = progress.state === 'running' ? progress : null;
  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}>
      {running ? (
        <Box role="status" aria-live="polite" sx={{ minWidth: 160 }}>
          <Typography variant="caption" color="text.secondary">
            {strings.progress(running.bytes, running.total)}
          </Typography>
          <LinearProgress
            aria-label={strings.progressLabel}
            variant={running.total ? 'determinate' : 'indeterminate'}
            value={running.total ? Math.min(100, (100 * running.bytes) / running.total) : undefined}
          />
          <Button size="small" onClick={() => abort.current?.abort()}>
            {strings.cancel}
          </Button>
        </Box>
      ) : (
        <Button startIcon={icon} onClick={() => void start()} aria-label={ariaLabel}>
          {children}
        </Button>
      )}
      {error ? (
        <Alert severity="error" onClose={() => setError(null)} sx={{ maxWidth: 420 }}>
          {error}
        </Alert>
      ) : null}
    </Box>
  );
}
