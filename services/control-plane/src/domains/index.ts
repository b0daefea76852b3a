// The domains module's public surface: the only file the rest of the control plane and the API import.
export { DomainsModule } from './domains.module';
export { DomainsService, type DomainView } from './domains.service';
export {
  DOMAIN_FIELD_COUNT,
  DOMAIN_FIELD_SIZE,
  TOO_MANY_DOMAINS_MESSAGE,
  domainFields,
} from './domain-fields';
export { TXT_RESOLVER, type TxtResolver } from './txt-resolver';
