import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { THEME_PREFERENCES, type ThemePreference } from '../../app/utils/theme';
import { useThemePreference } from '../../app/utils/themePreferenceContext';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { UPDATE_ACCOUNT_MUTATION } from '../operations';
import { settingsStrings } from '../strings';
import { SettingsSection } from './SettingsSection';

/**
 * The theme (spec 000 §3: legacy, browser-default, light, dark): applied at once in this browser,
 * then saved on the account so every device follows; put back if saving fails.
 */
export function ThemeSection() {
  const { preference, setPreference } = useThemePreference();
  const [save, { error }] = useGraphqlMutation(UPDATE_ACCOUNT_MUTATION);

  const choose = async (next: ThemePreference) => {
    const previous = preference;
    setPreference(next);
    if (!(await save({ input: { theme: next } }))) setPreference(previous);
  };

  return (
    <SettingsSection
      id="theme-title"
      title={settingsStrings.themeTitle}
      subtitle={settingsStrings.themeSubtitle}
    >
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(error)}
        </Alert>
      ) : null}
      <RadioGroup
        aria-labelledby="theme-title"
        value={preference}
        onChange={(event) => void choose(event.target.value as ThemePreference)}
      >
        {THEME_PREFERENCES.map((value) => (
          <FormControlLabel
            key={value}
            value={value}
            control={<Radio />}
            label={
              <span>
                {settingsStrings.themes[value]}
                <Typography component="span" color="text.secondary" sx={{ ml: 1, fontSize: 14 }}>
                  {settingsStrings.themeHints[value]}
                </Typography>
              </span>
            }
          />
        ))}
      </RadioGroup>
    </SettingsSection>
  );
}
