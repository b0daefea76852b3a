import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { Role } from '@fieldnote/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MULTIPART_OVERHEAD, registerMultipartRoute } from '../../common/multipart-route';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { ProjectTransferModel } from './dto/project-transfer.model';
import { projectTransferErrors } from './project-transfer.errors';
import { MAX_TRANSFER_FILE_BYTES } from './project-transfer.limits';
import { ProjectTransferService } from './project-transfer.service';

/** Where project export files are posted to be imported (the web app's import dialog). */
export const PROJECT_IMPORT_PATH = '/project-transfers/import';

/**
 * POST /project-transfers/import with a multipart/form-data body whose `file` field holds a project
 * export zip of at most 512 MB: imports it as a new project and answers `{ projectTransfer }` (201),
 * its report; a refused file answers 400 with the refusal's code and changes nothing. Contributors
 * and managers (as creating a project), or an API token; the cross-site request guard has already
 * refused foreign origins.
 */
@Injectable()
export class ProjectImportRoute implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly access: WorkspaceAccess,
    private readonly service: ProjectTransferService,
  ) {}

  async onModuleInit(): Promise<void> {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    await registerMultipartRoute(fastify, PROJECT_IMPORT_PATH, (request, reply) =>
      this.upload(request, reply),
    );
  }

  private async upload(
    req: FastifyRequest,
    reply: FastifyReply,
  ): Promise<{ projectTransfer: ProjectTransferModel }> {
    void reply.header('cache-control', 'no-store');
    const scope = await this.access.require(req, Role.CONTRIBUTOR);
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > MAX_TRANSFER_FILE_BYTES + MULTIPART_OVERHEAD)
      throw projectTransferErrors.fileTooLarge();
    if (!req.isMultipart()) throw projectTransferErrors.noFile();
    const part = await req.file({
      limits: { fileSize: MAX_TRANSFER_FILE_BYTES, files: 1, fields: 0, parts: 1 },
    });
    if (!part || part.fieldname !== 'file') throw projectTransferErrors.noFile();
    const file = part.file;
    const row = await this.service.importFile(scope, part.filename.slice(0, 255), file, () => file.truncated);
    void reply.status(201);
    return { projectTransfer: ProjectTransferModel.from(row) };
  }
}
