import { Module } from '@nestjs/common';
import { ProductFeedbackRepository } from './product-feedback.repository';
import { ProductFeedbackResolver } from './product-feedback.resolver';
import { ProductFeedbackService } from './product-feedback.service';

/** Product feedback members send (spec 000 §2 /settings/feedback). */
@Module({
  providers: [ProductFeedbackRepository, ProductFeedbackResolver, ProductFeedbackService],
})
export class ProductFeedbackModule {}
