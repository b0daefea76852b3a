// The billing module's public surface: the only file other modules, the all-in-one and the tests import.
export { BillingApiModule } from './billing.module';
