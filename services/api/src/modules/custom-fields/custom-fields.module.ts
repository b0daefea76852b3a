import { Module } from '@nestjs/common';
import { CustomFieldOptionsService } from './custom-field-options.service';
import { CustomFieldValuesResolver } from './custom-field-values.resolver';
import { CustomFieldValuesService } from './custom-field-values.service';
import { CustomFieldsResolver } from './custom-fields.resolver';
import { CustomFieldsService } from './custom-fields.service';

/** Custom fields: definitions, options and values. */
@Module({
  providers: [
    CustomFieldsResolver,
    CustomFieldValuesResolver,
    CustomFieldsService,
    CustomFieldOptionsService,
    CustomFieldValuesService,
  ],
  exports: [CustomFieldValuesService],
})
export class CustomFieldsModule {}
