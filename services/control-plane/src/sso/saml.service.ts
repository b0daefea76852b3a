import { randomUUID } from 'node:crypto';
import { X509Certificate } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  AppError,
  AuditAction,
  AuditObjectType,
  type Config,
  Role,
  SSO_EVENTS,
  workspaceUrl,
} from '@fieldnote/core';
import { CONFIG, recordEvent } from '@fieldnote/db';
import { generateServiceProviderMetadata } from '@node-saml/node-saml';
import type { AuditActor } from '../audit/audit-entry';
import { recordAuditEntry } from '../audit/record-audit-entry';
import { WorkspaceTransactions } from '../audit/workspace-transactions';
import { PlanGate } from '../billing';
import { SAML_ACS_PATH, SAML_SLO_PATH } from '../http/cross-site-request.guard';
import type { WorkspaceRef } from '../workspaces/workspace-ref';
import { SAML_BINDING_URI, SamlBinding, type SamlConnection, SsoProtocol } from './saml-connection';
import { type IdpMetadata, fetchIdpMetadata, parseIdpMetadata, parseIdpUrl } from './saml-metadata';
import { type SpSigningKey, generateSpSigningKey } from './saml-sp-key';
import { SecretBox } from './secret-box';
import { SamlRepository } from './saml.repository';
import { SsoRepository } from './sso.repository';

/** The SP's paths on the workspace's own host. The metadata URL is the SP's entity id too. */
export const SAML_METADATA_PATH = '/api/sso/saml/metadata';
// One definition: the cross-site request guard lets the IdP's form POST through to it.
export { SAML_ACS_PATH };
export const SAML_START_PATH = '/api/sso/saml/start';
/** The SP's SingleLogoutService (HTTP-Redirect and HTTP-POST): the IdP's LogoutRequests and LogoutResponses. */
export { SAML_SLO_PATH };
/** A SAML attribute name (a URI such as http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress, or a plain name). */
const ATTRIBUTE_NAME = /^[\x21-\x7E]{1,200}$/;

/** What a manager saves: the IdP's metadata by URL or as XML (neither: keep the saved IdP). */
export interface SamlSettingsInput {
  metadataUrl?: string | null;
  metadataXml?: string | null;
  emailAttribute?: string | null;
  nameAttribute?: string | null;
  defaultRole: Role;
  trustIdpEmails: boolean;
  /** Absent: keep the saved choice (off for a new connection). */
  allowIdpInitiated?: boolean | null;
  /**
   * The IdP's Single Logout URL (HTTP-Redirect binding). Absent: the one new metadata names, else the
   * saved one; an empty string: no single logout.
   */
  idpSloUrl?: string | null;
}

/** The settings as a manager reads them, with what to register at the IdP. */
export interface SamlSettingsView {
  configured: boolean;
  idpEntityId: string | null;
  idpSsoUrl: string | null;
  idpSloUrl: string | null;
  idpMetadataUrl: string | null;
  /** When each IdP signing certificate expires. */
  idpCertificateExpiries: Date[];
  emailAttribute: string | null;
  nameAttribute: string | null;
  defaultRole: Role;
  trustIdpEmails: boolean;
  allowIdpInitiated: boolean;
  testSignInSucceededAt: Date | null;
  spEntityId: string;
  acsUrl: string;
  /** The SP's Single Logout URL to register at the IdP. */
  sloUrl: string;
  metadataUrl: string;
  /** The certificate the SP signs its AuthnRequests with (PEM), for IdPs that ask for it. */
  spCertificate: string;
  /** The next certificate while a key rotation is under way (in the metadata beside the current one). */
  spNextCertificate: string | null;
  /** The protocol "Sign in with SSO" uses now, or null when none is configured. */
  activeProtocol: SsoProtocol | null;
  updatedAt: Date | null;
}

/**
 * Per-workspace SAML 2.0 single sign-on (issue 32): the IdP a manager configures, and which of OIDC
 * and SAML the workspace signs in with. Callers check the manager role first.
 */
@Injectable()
export class SamlService {
  constructor(
    private readonly repository: SamlRepository,
    private readonly oidc: SsoRepository,
    private readonly transactions: WorkspaceTransactions,
    private readonly secrets: SecretBox,
    private readonly plans: PlanGate,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  /**
   * The key the workspace's SP signs AuthnRequests with, made on first use (the settings page or
   * the metadata is read before anything is saved, so the IdP learns the certificate up front).
   */
  async spKey(workspace: WorkspaceRef): Promise<SpSigningKey> {
    const stored = await this.storedSpKey(workspace);
    if (stored) return stored;
    const made = await generateSpSigningKey(this.spEntityId(workspace));
    await this.repository.insertSpKey(workspace.id, this.secrets.seal(made.privateKey), made.certificate);
    // Two requests may make one at once: the first key written is the key.
    const written = await this.storedSpKey(workspace);
    if (!written) throw new Error('the SP key was not stored');
    return written;
  }

  /** The workspace's SP key if one was made, else null (never makes one: for unauthenticated requests). */
  async storedSpKey(workspace: WorkspaceRef): Promise<SpSigningKey | null> {
    const stored = await this.repository.spKey(workspace.id);
    return stored
      ? { privateKey: this.secrets.open(stored.privateKeyEncrypted), certificate: stored.certificate }
      : null;
  }

  spEntityId(workspace: WorkspaceRef): string {
    return workspaceUrl(this.config, workspace.subdomain, SAML_METADATA_PATH);
  }

  acsUrl(workspace: WorkspaceRef): string {
    return workspaceUrl(this.config, workspace.subdomain, SAML_ACS_PATH);
  }

  sloUrl(workspace: WorkspaceRef): string {
    return workspaceUrl(this.config, workspace.subdomain, SAML_SLO_PATH);
  }

  /**
   * The SP's metadata for the IdP: entity id, ACS URL (HTTP-POST), signed assertions wanted, the
   * certificate its AuthnRequests are signed with (AuthnRequestsSigned) and the one an IdP may
   * encrypt assertions to.
   */
  async metadata(workspace: WorkspaceRef): Promise<string> {
    const key = await this.spKey(workspace);
    const next = await this.spNextKey(workspace);
    const xml = generateServiceProviderMetadata({
      issuer: this.spEntityId(workspace),
      callbackUrl: this.acsUrl(workspace),
      logoutCallbackUrl: this.sloUrl(workspace),
      wantAssertionsSigned: true,
      identifierFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
      privateKey: key.privateKey,
      // While a rotation is under way, the next certificate too: the IdP learns it before it is used.
      publicCerts: next ? [key.certificate, next.certificate] : key.certificate,
      // The same key decrypts assertions an IdP encrypts to this certificate (KeyDescriptor
      // use="encryption", AES-GCM or AES-CBC content keys wrapped with RSA-OAEP).
      decryptionPvk: key.privateKey,
      decryptionCert: key.certificate,
      signatureAlgorithm: 'sha256',
    });
    // node-saml names one SingleLogoutService (HTTP-POST); Fieldnote's takes both bindings, Redirect first.
    return xml.replace(
      /<SingleLogoutService Binding="urn:oasis:names:tc:SAML:2\.0:bindings:HTTP-POST" Location="([^"]*)"\/>/,
      (_whole, location: string) =>
        [SamlBinding.REDIRECT, SamlBinding.POST]
          .map((b) => `<SingleLogoutService Binding="${SAML_BINDING_URI[b]}" Location="${location}"/>`)
          .join(''),
    );
  }

  /** The next key while a rotation is under way, else null. */
  async spNextKey(workspace: WorkspaceRef): Promise<SpSigningKey | null> {
    const stored = await this.repository.nextSpKey(workspace.id);
    return stored
      ? { privateKey: this.secrets.open(stored.privateKeyEncrypted), certificate: stored.certificate }
      : null;
  }

  /**
   * Starts rolling the SP key: a new key is made and its certificate published in the metadata
   * beside the current one, which still signs. BAD_USER_INPUT when a rotation is under way.
   */
  async startSpKeyRotation(workspace: WorkspaceRef, actor: AuditActor): Promise<SamlSettingsView> {
    await this.spKey(workspace);
    const made = await generateSpSigningKey(this.spEntityId(workspace));
    await this.transactions.withControl(workspace, async ({ control, workspace: em }) => {
      if (
        !(await this.repository.startSpKeyRotation(
          control,
          workspace.id,
          this.secrets.seal(made.privateKey),
          made.certificate,
        ))
      )
        throw AppError.badInput('A key rotation is under way already: finish it first.');
      await recordAuditEntry(em, workspace.schemaName, {
        actor,
        action: AuditAction.SSO_SETTINGS_CHANGED,
        objectType: AuditObjectType.SSO_CONNECTION,
        objectId: workspace.id,
        objectLabel: 'SAML SP key',
        oldValue: null,
        newValue: { spKeyRotation: 'STARTED' },
      });
    });
    return this.settings(workspace);
  }

  /**
   * Finishes the rotation: the next key signs from now on and the old certificate leaves the
   * metadata. BAD_USER_INPUT when none is under way.
   */
  async finishSpKeyRotation(workspace: WorkspaceRef, actor: AuditActor): Promise<SamlSettingsView> {
    await this.transactions.withControl(workspace, async ({ control, workspace: em }) => {
      if (!(await this.repository.finishSpKeyRotation(control, workspace.id)))
        throw AppError.badInput('No key rotation is under way: start one first.');
      await recordAuditEntry(em, workspace.schemaName, {
        actor,
        action: AuditAction.SSO_SETTINGS_CHANGED,
        objectType: AuditObjectType.SSO_CONNECTION,
        objectId: workspace.id,
        objectLabel: 'SAML SP key',
        oldValue: null,
        newValue: { spKeyRotation: 'FINISHED' },
      });
    });
    return this.settings(workspace);
  }

  /** Which protocol the workspace signs in with: the one chosen if configured, else the one configured. */
  async activeProtocol(teamId: string): Promise<SsoProtocol | null> {
    const [oidc, saml, chosen] = await Promise.all([
      this.oidc.findByTeam(teamId),
      this.repository.findByTeam(teamId),
      this.repository.protocolOf(teamId),
    ]);
    if (chosen === SsoProtocol.SAML && saml) return SsoProtocol.SAML;
    if (chosen === SsoProtocol.OIDC && oidc) return SsoProtocol.OIDC;
    return oidc ? SsoProtocol.OIDC : saml ? SsoProtocol.SAML : null;
  }

  async settings(workspace: WorkspaceRef): Promise<SamlSettingsView> {
    const c = await this.repository.findByTeam(workspace.id);
    const key = await this.spKey(workspace);
    return {
      configured: !!c,
      idpEntityId: c?.idpEntityId ?? null,
      idpSsoUrl: c?.idpSsoUrl ?? null,
      idpSloUrl: c?.idpSloUrl ?? null,
      idpMetadataUrl: c?.idpMetadataUrl ?? null,
      idpCertificateExpiries: (c?.idpCertificates ?? []).map(
        (pem) => new Date(new X509Certificate(pem).validTo),
      ),
      emailAttribute: c?.emailAttribute ?? null,
      nameAttribute: c?.nameAttribute ?? null,
      defaultRole: c?.defaultRole ?? Role.VIEWER,
      trustIdpEmails: c?.trustIdpEmails ?? false,
      allowIdpInitiated: c?.allowIdpInitiated ?? false,
      testSignInSucceededAt: c?.testedAt ?? null,
      spEntityId: this.spEntityId(workspace),
      acsUrl: this.acsUrl(workspace),
      sloUrl: this.sloUrl(workspace),
      metadataUrl: this.spEntityId(workspace),
      spCertificate: key.certificate,
      spNextCertificate: (await this.repository.nextSpKey(workspace.id))?.certificate ?? null,
      activeProtocol: await this.activeProtocol(workspace.id),
      updatedAt: c?.updatedAt ?? null,
    };
  }

  /** Saves the connection once the IdP's metadata reads, with its audit entry and event in one transaction. */
  async save(
    workspace: WorkspaceRef,
    actor: AuditActor,
    input: SamlSettingsInput,
  ): Promise<SamlSettingsView> {
    // A connection saved before the plan lost enterprise authentication keeps signing people in.
    await this.plans.requireFeature(workspace.id, 'allowEnterpriseAuth');
    await this.plans.requireFeature(workspace.id, 'allowAuthenticationSettings');
    const previous = await this.repository.findByTeam(workspace.id);
    const url = input.metadataUrl?.trim() || null;
    const xml = input.metadataXml?.trim() || null;
    if (url && xml) throw AppError.badInput('Give the IdP metadata URL or its XML, not both.');
    if (!Object.values(Role).includes(input.defaultRole))
      throw AppError.badInput('Choose a role for new members.');
    const emailAttribute = parseAttribute(input.emailAttribute, 'Email attribute');
    const nameAttribute = parseAttribute(input.nameAttribute, 'Name attribute');
    let idp: IdpMetadata;
    if (url) idp = await fetchIdpMetadata(url);
    else if (xml) idp = parseIdpMetadata(xml);
    else if (previous)
      idp = {
        entityId: previous.idpEntityId,
        ssoUrl: previous.idpSsoUrl,
        sloUrl: previous.idpSloUrl,
        sloBinding: previous.idpSloBinding,
        certificates: previous.idpCertificates,
      };
    else throw AppError.badInput("Give the IdP's metadata URL, or paste its metadata XML.");

    const connection: SamlConnection = {
      id: previous?.id ?? randomUUID(),
      teamId: workspace.id,
      idpEntityId: idp.entityId,
      idpSsoUrl: idp.ssoUrl,
      idpSloUrl: sloUrlOf(input.idpSloUrl, idp.sloUrl),
      // A URL the manager types is taken as HTTP-Redirect, the binding every IdP with single logout offers.
      idpSloBinding:
        input.idpSloUrl === undefined || input.idpSloUrl === null ? idp.sloBinding : SamlBinding.REDIRECT,
      idpCertificates: idp.certificates,
      idpMetadataUrl: url ?? (xml ? null : (previous?.idpMetadataUrl ?? null)),
      emailAttribute,
      nameAttribute,
      defaultRole: input.defaultRole,
      trustIdpEmails: input.trustIdpEmails,
      allowIdpInitiated: input.allowIdpInitiated ?? previous?.allowIdpInitiated ?? false,
      testedAt: null,
      updatedAt: new Date(),
    };
    await this.transactions.withControl(workspace, async ({ control, workspace: em }) => {
      await this.repository.upsert(control, connection);
      await recordAuditEntry(em, workspace.schemaName, {
        actor,
        action: AuditAction.SSO_SETTINGS_CHANGED,
        objectType: AuditObjectType.SSO_CONNECTION,
        objectId: connection.id,
        objectLabel: connection.idpEntityId,
        oldValue: previous ? auditValue(previous) : null,
        newValue: auditValue(connection),
      });
      await recordEvent(em, SSO_EVENTS.connectionUpdated, workspace.id, {
        connectionId: connection.id,
        teamId: workspace.id,
        teamOidcConfigId: connection.id,
        region: workspace.region,
      });
    });
    return this.settings(workspace);
  }

  /** Makes "Sign in with SSO" use this protocol; it must be configured first. */
  async choose(workspace: WorkspaceRef, actor: AuditActor, protocol: SsoProtocol): Promise<SamlSettingsView> {
    await this.plans.requireFeature(workspace.id, 'allowAuthenticationSettings');
    const configured =
      protocol === SsoProtocol.SAML
        ? await this.repository.findByTeam(workspace.id)
        : await this.oidc.findByTeam(workspace.id);
    if (!configured)
      throw AppError.badInput(`Save the ${protocol} settings before signing in with ${protocol}.`);
    const before = await this.activeProtocol(workspace.id);
    await this.transactions.withControl(workspace, async ({ control, workspace: em }) => {
      await this.repository.setProtocol(control, workspace.id, protocol);
      await recordAuditEntry(em, workspace.schemaName, {
        actor,
        action: AuditAction.SSO_SETTINGS_CHANGED,
        objectType: AuditObjectType.SSO_CONNECTION,
        objectId: configured.id,
        objectLabel: `Sign in with ${protocol}`,
        oldValue: { protocol: before },
        newValue: { protocol },
      });
    });
    return this.settings(workspace);
  }
}

function auditValue(c: SamlConnection): Record<string, unknown> {
  return {
    protocol: SsoProtocol.SAML,
    idpEntityId: c.idpEntityId,
    idpSsoUrl: c.idpSsoUrl,
    idpMetadataUrl: c.idpMetadataUrl,
    certificates: c.idpCertificates.length,
    defaultRole: c.defaultRole,
    trustIdpEmails: c.trustIdpEmails,
    allowIdpInitiated: c.allowIdpInitiated,
    idpSloUrl: c.idpSloUrl,
    idpSloBinding: c.idpSloBinding,
  };
}

/** The Single Logout URL to save: the manager's (empty: none), else the metadata's or the saved one. */
function sloUrlOf(raw: string | null | undefined, fromMetadata: string | null): string | null {
  if (raw === undefined || raw === null) return fromMetadata;
  const trimmed = raw.trim();
  if (!trimmed) return null;
  if (trimmed.length > 2000) throw AppError.badInput('The IdP Single Logout URL is at most 2000 characters.');
  return parseIdpUrl(trimmed, 'The IdP Single Logout URL').href;
}

function parseAttribute(raw: string | null | undefined, field: string): string | null {
  const name = raw?.trim();
  if (!name) return null;
  if (!ATTRIBUTE_NAME.test(name))
    throw AppError.badInput(
      `${field} must be an attribute name or URI of at most 200 characters, without spaces.`,
    );
  return name;
}
