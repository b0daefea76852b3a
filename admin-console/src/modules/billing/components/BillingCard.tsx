import type { ReactNode } from 'react';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { LoadFailedAlert } from '../../api/components/LoadFailedAlert';
import { LoadingLine } from '../../api/components/LoadingLine';
import { billingStrings } from '../strings';

/**
 * The frame of a workspace's billing cards in the console: a titled region with its intro, the line
 * shown while the first answer loads, and the failed-load alert with a retry.
 */
export function BillingCard({
  id,
  title,
  intro,
  loading,
  loadingLabel,
  error,
  errorLabel,
  onRetry,
  children,
}: {
  /** Names the region (aria-labelledby) and its heading. */
  id: string;
  title: string;
  intro: string;
  loading: boolean;
  loadingLabel: string;
  error: string | null;
  errorLabel: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent>
        <Stack spacing={2}>
          <div>
            <Typography id={id} variant="h6" component="h2">
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {intro}
            </Typography>
          </div>
          {loading && <LoadingLine label={loadingLabel} />}
          {error && (
            <LoadFailedAlert
              message={errorLabel}
              error={error}
              retryLabel={billingStrings.retry}
              onRetry={onRetry}
            />
          )}
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
