import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import type { SamlSettingsQuery } from '../../../gql/graphql';
import type { Role } from '../../auth/types/Viewer';
import { CopyField } from '../../common/components/CopyField';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { SettingsSection } from '../../settings/components/SettingsSection';
import { SamlKeyRotation } from './SamlKeyRotation';
import { SsoJoinRulesAndSave } from './SsoJoinRulesAndSave';
import { SAVE_SAML_SETTINGS_MUTATION } from '../saml-operations';
import { samlStrings } from '../saml-strings';

type Settings = SamlSettingsQuery['samlSettings'];

/** SAML 2.0: what to register at the IdP (to copy), and the IdP's metadata by URL or XML. */
export function SamlSettingsSection({ settings, onSaved }: { settings: Settings; onSaved: () => void }) {
  const [save, saveState] = useGraphqlMutation(SAVE_SAML_SETTINGS_MUTATION);
  const [source, setSource] = useState<'url' | 'xml'>(
    settings.idpMetadataUrl || !settings.configured ? 'url' : 'xml',
  );
  const [metadataUrl, setMetadataUrl] = useState(settings.idpMetadataUrl ?? '');
  const [metadataXml, setMetadataXml] = useState('');
  const [emailAttribute, setEmailAttribute] = useState(settings.emailAttribute ?? '');
  const [nameAttribute, setNameAttribute] = useState(settings.nameAttribute ?? '');
  const [defaultRole, setDefaultRole] = useState<Role>(settings.defaultRole);
  const [trust, setTrust] = useState(settings.trustIdpEmails);
  const [idpInitiated, setIdpInitiated] = useState(settings.allowIdpInitiated);
  const [sloUrl, setSloUrl] = useState(settings.idpSloUrl ?? '');
  // Sent only when edited: otherwise new metadata's SingleLogoutService (or the saved URL) applies.
  const [sloEdited, setSloEdited] = useState(false);
  const [saved, setSaved] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const result = await save({
      input: {
        metadataUrl: source === 'url' && metadataUrl.trim() ? metadataUrl.trim() : null,
        metadataXml: source === 'xml' && metadataXml.trim() ? metadataXml : null,
        emailAttribute: emailAttribute.trim() || null,
        nameAttribute: nameAttribute.trim() || null,
        defaultRole,
        trustIdpEmails: trust,
        allowIdpInitiated: idpInitiated,
        ...(sloEdited ? { idpSloUrl: sloUrl.trim() } : {}),
      },
    });
    if (result) {
      setMetadataXml('');
      setSloEdited(false);
      setSaved(true);
      onSaved();
    }
  };

  return (
    <SettingsSection id="sso-saml" title={samlStrings.samlSection} subtitle={samlStrings.samlSubtitle}>
      <Box sx={{ maxWidth: 640, mb: 2 }} data-testid="saml-sp-values">
        <CopyField label={samlStrings.spEntityId} value={settings.spEntityId} />
        <CopyField label={samlStrings.acsUrl} value={settings.acsUrl} />
        <CopyField label={samlStrings.spSloUrl} value={settings.sloUrl} />
        <CopyField label={samlStrings.spMetadataUrl} value={settings.metadataUrl} />
      </Box>
      <SamlKeyRotation settings={settings} />
      {settings.configured && settings.idpEntityId ? (
        <Alert severity="info" sx={{ mb: 2, maxWidth: 640, wordBreak: 'break-all' }} data-testid="saml-idp">
          {samlStrings.idpSaved(settings.idpEntityId)}
          {(settings.idpCertificateExpiries as string[]).map((when) => (
            <Typography key={when} variant="body2">
              {samlStrings.certificateExpires(new Date(when).toLocaleDateString())}
            </Typography>
          ))}
        </Alert>
      ) : null}
      <Stack component="form" spacing={2} onSubmit={submit} sx={{ maxWidth: 640 }}>
        <Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {samlStrings.metadataSource}
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={source}
            onChange={(_e, value: 'url' | 'xml' | null) => value && setSource(value)}
          >
            <ToggleButton value="url">{samlStrings.byUrl}</ToggleButton>
            <ToggleButton value="xml">{samlStrings.byXml}</ToggleButton>
          </ToggleButtonGroup>
        </Box>
        {source === 'url' ? (
          <TextField
            label={samlStrings.metadataUrl}
            helperText={settings.configured ? samlStrings.keepSaved : samlStrings.metadataUrlHelp}
            value={metadataUrl}
            onChange={(e) => setMetadataUrl(e.target.value)}
            required={!settings.configured}
            slotProps={{ htmlInput: { 'data-testid': 'saml-metadata-url' } }}
          />
        ) : (
          <TextField
            label={samlStrings.metadataXml}
            helperText={settings.configured ? samlStrings.keepSaved : samlStrings.metadataXmlHelp}
            value={metadataXml}
            onChange={(e) => setMetadataXml(e.target.value)}
            required={!settings.configured}
            multiline
            minRows={4}
            maxRows={12}
            slotProps={{ htmlInput: { 'data-testid': 'saml-metadata-xml', spellCheck: false } }}
          />
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label={samlStrings.emailAttribute}
            helperText={samlStrings.emailAttributeHelp}
            value={emailAttribute}
            onChange={(e) => setEmailAttribute(e.target.value)}
            sx={{ flex: 1 }}
          />
          <TextField
            label={samlStrings.nameAttribute}
            helperText={samlStrings.nameAttributeHelp}
            value={nameAttribute}
            onChange={(e) => setNameAttribute(e.target.value)}
            sx={{ flex: 1 }}
          />
        </Stack>
        <TextField
          label={samlStrings.idpSloUrl}
          helperText={samlStrings.idpSloUrlHelp}
          value={sloUrl}
          onChange={(e) => {
            setSloUrl(e.target.value);
            setSloEdited(true);
          }}
          slotProps={{ htmlInput: { 'data-testid': 'saml-idp-slo-url', maxLength: 2000 } }}
        />
        <Box>
          <FormControlLabel
            control={
              <Checkbox
                checked={idpInitiated}
                onChange={(e) => setIdpInitiated(e.target.checked)}
                slotProps={{ input: { 'aria-describedby': 'saml-idp-initiated-help' } }}
                data-testid="saml-allow-idp-initiated"
              />
            }
            label={samlStrings.allowIdpInitiated}
          />
          <FormHelperText id="saml-idp-initiated-help">{samlStrings.allowIdpInitiatedHelp}</FormHelperText>
        </Box>
        <SsoJoinRulesAndSave
          strings={{ ...samlStrings, trustLabel: samlStrings.trustIdpEmails }}
          defaultRole={defaultRole}
          onDefaultRoleChange={setDefaultRole}
          trust={trust}
          onTrustChange={setTrust}
          saving={saveState.loading}
          saved={saved}
          error={saveState.error}
        />
      </Stack>
    </SettingsSection>
  );
}
