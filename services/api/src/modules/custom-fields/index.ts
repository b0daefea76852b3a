// The custom-fields module's public surface: the only file other modules, the all-in-one and the tests
// import (npm run lint refuses a deep import). Everything else in this folder is internal.
export { CustomFieldValueModel } from './dto/custom-field-value.model';
export { SetCustomFieldValueInput } from './dto/custom-field.inputs';
export { CustomFieldsService } from './custom-fields.service';
export { CustomFieldValuesService } from './custom-field-values.service';
export { CustomFieldsModule } from './custom-fields.module';
