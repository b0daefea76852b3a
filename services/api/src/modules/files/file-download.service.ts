import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '@fieldnote/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import parseRange from 'range-parser';
import type { EntityManager } from '@mikro-orm/postgresql';
import { FileLookup } from './file-lookup';
import { FILE_STORAGE, type FileStorage } from '../file-storage';

/** Types a browser may show in the page: media and raster images (sniffed, so never HTML or SVG) and PDF. */
const INLINE_TYPES = new Set(['AUDIO', 'VIDEO', 'IMAGE']);

/**
 * Sends a stored file's bytes: all of them, or the one range a media player asks for (206 with
 * Content-Range), so audio and video can seek. Only finished uploads are served. The answer is
 * sandboxed and never sniffed, so an uploaded file cannot run script on the app's origin.
 */
@Injectable()
export class FileDownloadService {
  constructor(
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly lookup: FileLookup,
  ) {}

  /** `scope`: a member's (their project gate rides on its `em`) or a public page's, whose caller checked the file is public. */
  async send(
    scope: { readonly em: EntityManager },
    rawId: string,
    req: FastifyRequest,
    reply: FastifyReply,
    asAttachment: boolean,
  ): Promise<void> {
    const file = await this.lookup.findLive(scope.em, rawId);
    // A recording whose bytes the retention policy removed keeps only its transcript.
    if (file.status !== 'DONE' || file.contentDeletedAt) throw AppError.notFound('File');
    const size = file.size;
    const inline = !asAttachment && (INLINE_TYPES.has(file.fileType) || file.mime === 'application/pdf');
    void reply
      .header('accept-ranges', 'bytes')
      .header('content-type', file.mime)
      .header(
        'content-disposition',
        `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeRFC5987(file.name)}`,
      )
      .header('content-security-policy', "sandbox; default-src 'none'; img-src 'self'; media-src 'self'")
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-cache');
    const header = req.headers.range;
    const ranges = header ? parseRange(size, header, { combine: true }) : undefined;
    if (ranges === -1) {
      void reply.status(416).header('content-range', `bytes */${size}`).send();
      return;
    }
    // Several ranges at once (multipart/byteranges) are answered with the whole file, as RFC 9110 allows.
    if (Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1) {
      const { start, end } = ranges[0];
      const body = await this.storage.get(file.storageKey, { start, end });
      void reply
        .status(206)
        .header('content-range', `bytes ${start}-${end}/${size}`)
        .header('content-length', String(end - start + 1))
        .send(body);
      return;
    }
    const body = await this.storage.get(file.storageKey);
    void reply.status(200).header('content-length', String(size)).send(body);
  }
}

/** A file name for `filename*=`: percent-encoded UTF-8. */
function encodeRFC5987(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
