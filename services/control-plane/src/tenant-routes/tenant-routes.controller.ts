import { Body, Controller, Delete, HttpCode, Inject, Put, UseGuards } from '@nestjs/common';
import { AppError, type Logger } from '@fieldnote/core';
import { LOGGER } from '@fieldnote/db';
import { toRestError } from '../http/app-error.filter';
import { OperatorTokenGuard } from '../http/operator-token.guard';
import { SINGLE_LINE_TEXT } from '../http/single-line-text.pipe';
import { TenantRoutesService } from './tenant-routes.service';

type RouteResponse =
  | {
      status: 'success';
      route?: { subdomain: string; teamId: string; region: string; createdDate: string };
      deleted?: number;
    }
  | { status: 'error'; error: { code: string; message: string } };

/** Spec 001 §7: upsert and delete tenant routes; the answer is `status: success` or `status: error` with an error. */
@Controller('control/tenant-routes')
@UseGuards(OperatorTokenGuard)
export class TenantRoutesController {
  constructor(
    private readonly routes: TenantRoutesService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @Put()
  @HttpCode(200)
  async upsert(@Body() body: unknown): Promise<RouteResponse> {
    return this.answer(body, async () => {
      const { teamId, subdomain, region } = fields(body, ['teamId', 'subdomain', 'region']);
      const route = await this.routes.upsert({ teamId, subdomain, region });
      return {
        status: 'success',
        route: {
          subdomain: route.subdomain,
          teamId: route.teamId,
          region: route.region,
          createdDate: route.createdDate.toISOString(),
        },
      };
    });
  }

  @Delete()
  @HttpCode(200)
  async delete(@Body() body: unknown): Promise<RouteResponse> {
    return this.answer(body, async () => {
      const { teamId } = fields(body, ['teamId']);
      const subdomain = (body as { subdomain?: unknown }).subdomain;
      return {
        status: 'success',
        deleted: await this.routes.delete(teamId, typeof subdomain === 'string' ? subdomain : undefined),
      };
    });
  }

  private async answer(body: unknown, work: () => Promise<RouteResponse>): Promise<RouteResponse> {
    try {
      // Checked here rather than as a @Body pipe, so a refusal keeps this call's `status: error` shape.
      SINGLE_LINE_TEXT.transform(body);
      return await work();
    } catch (error) {
      const { body } = toRestError(error, this.logger);
      return { status: 'error', error: { code: body.errors[0].code, message: body.errors[0].message } };
    }
  }
}

function fields<K extends string>(body: unknown, names: K[]): Record<K, string> {
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const out = {} as Record<K, string>;
  for (const name of names) {
    if (typeof record[name] !== 'string') {
      throw AppError.badInput(`${name} is required and must be a string.`);
    }
    out[name] = record[name] as string;
  }
  return out;
}
