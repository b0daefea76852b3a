import { Migration } from '@mikro-orm/migrations';

/**
 * A chart keeps the filter form it was built with (spec 000 §3 filter form: combinator and rows),
 * beside the search request the form compiled to. The request is what the chart draws; the form is
 * what the chart editor shows again, because rows (relative dates, "is one of" against "has any of",
 * the current user) cannot be read back from the request they compiled to.
 */
export class Migration20261126082000ChartFilterForms extends Migration {
  override up(): void {
    this.addSql(`alter table charts add column filter_form text null`);
  }
}
