import { Controller, Get, Header } from '@nestjs/common';

/** Spec 000 §7: GET /ping checks connectivity (the client gives it 5 seconds). */
@Controller()
export class PingController {
  @Get('ping')
  @Header('cache-control', 'no-store')
  ping(): { status: 'ok' } {
    return { status: 'ok' };
  }
}
