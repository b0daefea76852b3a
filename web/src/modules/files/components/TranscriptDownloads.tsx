import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { attachmentName } from '../../exports/components/ExportDownloadButton';
import type { PlanRefusal } from '../../graphql/types/PlanRefusal';
import { planRefusalOf } from '../../graphql/utils/toGraphqlError';
import { PlanLimitAlert } from '../../plans/components/PlanLimitAlert';
import { fileStrings } from '../strings';

type Refusal = { message: string; refusal: PlanRefusal | null };

/** The server's transcript download address (files module of the API). */
export function transcriptPath(fileId: string, format: 'vtt' | 'srt'): string {
  return `/files/${encodeURIComponent(fileId)}/transcript.${format}`;
}

/**
 * "Download WebVTT" and "Download SRT" of a transcript (times and `Name:` speakers), for anyone who
 * can read the file. A plan without transcript downloads answers with the upgrade prompt here, where
 * the download was tried; the HIPAA add-on's refusal says the add-on turns it off.
 */
export function TranscriptDownloads({ fileId, fileName }: { fileId: string; fileName: string }) {
  const [busy, setBusy] = useState<'vtt' | 'srt' | null>(null);
  const [refused, setRefused] = useState<Refusal | null>(null);

  const download = async (format: 'vtt' | 'srt') => {
    setRefused(null);
    setBusy(format);
    try {
      const response = await fetch(transcriptPath(fileId, format), { credentials: 'same-origin' });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as {
          errors?: { message?: string; details?: Record<string, unknown> }[];
        } | null;
        const first = body?.errors?.[0];
        setRefused({
          message: first?.message ?? fileStrings.transcriptDownloadFailed,
          refusal: planRefusalOf(first?.details),
        });
        return;
      }
      const blob = await response.blob();
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = attachmentName(
        response.headers.get('content-disposition'),
        `${fileName.replace(/\.[^.]+$/, '')}.${format}`,
      );
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch {
      setRefused({ message: fileStrings.transcriptDownloadFailed, refusal: null });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box data-testid="transcript-downloads">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          size="small"
          startIcon={<DownloadIcon />}
          disabled={busy !== null}
          onClick={() => void download('vtt')}
        >
          {fileStrings.downloadVtt}
        </Button>
        <Button
          size="small"
          startIcon={<DownloadIcon />}
          disabled={busy !== null}
          onClick={() => void download('srt')}
        >
          {fileStrings.downloadSrt}
        </Button>
      </Box>
      {refused?.refusal ? <PlanLimitAlert message={refused.message} refusal={refused.refusal} /> : null}
      {refused && !refused.refusal ? (
        <Alert severity="error" onClose={() => setRefused(null)} sx={{ my: 1 }}>
          {refused.message}
        </Alert>
      ) : null}
    </Box>
  );
}
