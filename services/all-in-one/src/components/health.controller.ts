import { Controller, Get, Header } from '@nestjs/common';

/**
 * GET /ping for a process without the member API (which answers it itself): a worker or a
 * control plane alone still needs a liveness and readiness probe.
 */
@Controller()
export class HealthController {
  @Get('ping')
  @Header('cache-control', 'no-store')
  ping(): { status: 'ok' } {
    return { status: 'ok' };
  }
}
