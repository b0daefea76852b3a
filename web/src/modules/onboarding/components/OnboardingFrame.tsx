import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { onboardingStrings as strings } from '../strings';

/** An onboarding page: where it is among the three steps, its title and its form. */
export function OnboardingFrame({
  step,
  title,
  subtitle,
  children,
}: {
  step: 0 | 1 | 2;
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', py: { xs: 2, md: 4 } }}>
      <Stepper activeStep={step} alternativeLabel aria-label={strings.stepsLabel} sx={{ mb: 3 }}>
        {strings.steps.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {subtitle}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}
