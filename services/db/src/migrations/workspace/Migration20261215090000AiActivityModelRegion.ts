import { Migration } from '@mikro-orm/migrations';

/**
 * The AI audit trail names the region whose model answered (spec 001 §3 allowChooseAiRegion): a
 * workspace that chose another region's model has its requests sent there, and an auditor must see
 * where, since two regions may serve a model of the same name. Null when the server's own model
 * answered (or the built-in provider, which runs in the server).
 */
export class Migration20261215090000AiActivityModelRegion extends Migration {
  override up(): void {
    this.addSql(`alter table ai_activity add column model_region text null`);
  }
}
