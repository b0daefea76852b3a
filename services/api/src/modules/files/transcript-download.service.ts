import { Injectable } from '@nestjs/common';
import { PlanGate } from '@fieldnote/control-plane';
import { AppError, ErrorCode } from '@fieldnote/core';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { FileLookup } from './file-lookup';
import { FilesRepository } from './files.repository';
import { type TranscriptFormat, formatTranscript } from './transcript-format.util';

/** A transcript as a file to save. */
export interface TranscriptFile {
  fileName: string;
  contentType: string;
  body: string;
}

const CONTENT_TYPES: Record<TranscriptFormat, string> = {
  vtt: 'text/vtt; charset=utf-8',
  srt: 'application/x-subrip; charset=utf-8',
};

/**
 * A file's transcript as WebVTT or SRT (issue 33: `allowWebVttDownload`), for any member who can read
 * the file (its project's gate rides on the scope). Refused with FORBIDDEN when the plan does not
 * include it or the HIPAA add-on turns it off (spec 001 §6); NOT_FOUND for a file the member cannot
 * read or one without a transcript. A recording whose bytes retention removed keeps its transcript.
 */
@Injectable()
export class TranscriptDownloadService {
  constructor(
    private readonly plans: PlanGate,
    private readonly lookup: FileLookup,
    private readonly files: FilesRepository,
  ) {}

  async download(scope: WorkspaceScope, rawId: string, format: TranscriptFormat): Promise<TranscriptFile> {
    await this.plans.requireFeature(scope.workspace.id, 'allowWebVttDownload');
    const file = await this.lookup.findLive(scope.em, rawId);
    const cues = await this.files.cuesOf(scope.em, file.id);
    if (cues.length === 0) throw new AppError(ErrorCode.NOT_FOUND, 'This file has no transcript yet.');
    const base = file.name.replace(/\.[^./\\]{1,10}$/, '') || 'transcript';
    return {
      fileName: `${base}.${format}`,
      contentType: CONTENT_TYPES[format],
      body: formatTranscript(cues, format),
    };
  }
}
