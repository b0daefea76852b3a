import { Resolver } from 'node:dns/promises';
import { Inject, Injectable } from '@nestjs/common';
import type { Config } from '@fieldnote/core';
import { CONFIG } from '@fieldnote/db';

/** Looks up DNS TXT records: each record as the strings it is made of (RFC 1035 character-strings). */
export interface TxtResolver {
  /** The TXT records at `name`; none when the name or its TXT records do not exist. */
  resolveTxt(name: string): Promise<string[][]>;
}

export const TXT_RESOLVER = Symbol('TXT_RESOLVER');

/** Answers meaning "no such records", not a failure. */
const NO_RECORDS = new Set(['ENOTFOUND', 'ENODATA', 'NOTFOUND', 'NODATA']);

/** The system's resolvers, or DNS_SERVERS when set (a private resolver, or a test's server on loopback). */
@Injectable()
export class DnsTxtResolver implements TxtResolver {
  private readonly resolver = new Resolver({ timeout: 5000, tries: 2 });

  constructor(@Inject(CONFIG) config: Config) {
    const servers = config.DNS_SERVERS?.split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (servers?.length) this.resolver.setServers(servers);
  }

  async resolveTxt(name: string): Promise<string[][]> {
    try {
      return await this.resolver.resolveTxt(name);
    } catch (error) {
      if (NO_RECORDS.has((error as NodeJS.ErrnoException).code ?? '')) return [];
      throw error;
    }
  }
}
