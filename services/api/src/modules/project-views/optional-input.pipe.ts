import type { ArgumentMetadata, PipeTransform } from '@nestjs/common';
import { INPUT_VALIDATION } from '../../graphql/input-args.decorator';

/**
 * INPUT_VALIDATION for an input object argument that may be left out: Nest's ValidationPipe reads
 * a missing object as `{}` and refuses it for its required fields, so null passes through untouched.
 */
export const OPTIONAL_INPUT_VALIDATION: PipeTransform = {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    return value === null || value === undefined ? value : INPUT_VALIDATION.transform(value, metadata);
  },
};
