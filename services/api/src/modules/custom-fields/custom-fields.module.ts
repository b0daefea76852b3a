import { Module } from '@nestjs/common';
import { CustomFieldOptionsService } from './custom-field-options.service';
import { CustomFieldValuesRepository } from './custom-field-values.repository';
import { CustomFieldValuesResolver } from './custom-field-values.resolver';
import { CustomFieldValuesService } from './custom-field-values.service';
import { CustomFieldsRepository } from './custom-fields.repository';
import { CustomFieldsResolver } from './custom-fields.resolver';
import { CustomFieldsService } from './custom-fields.service';

/** Custom fields: definitions, options and values. */
@Module({
  providers: [
    CustomFieldsRepository,
    CustomFieldValuesRepository,
    CustomFieldsResolver,
    CustomFieldValuesResolver,
    CustomFieldsService,
    CustomFieldOptionsService,
    CustomFieldValuesService,
  ],
  exports: [CustomFieldsService, CustomFieldValuesService],
})
export class CustomFieldsModule {}
