import { Alert, Typography } from '@mui/material';
import type { RouteMessage } from '../types/routeMessage';

/** The heading of a tenant-route card and the outcome of its last change, which can be dismissed. */
export function RouteCardHeading({
  title,
  intro,
  message,
  onDismissMessage,
}: {
  title: string;
  intro: string;
  message: RouteMessage | null;
  onDismissMessage: () => void;
}) {
  return (
    <>
      <div>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {intro}
        </Typography>
      </div>
      {message && (
        <Alert
          severity={message.severity}
          onClose={onDismissMessage}
          role={message.severity === 'error' ? 'alert' : 'status'}
        >
          {message.text}
        </Alert>
      )}
    </>
  );
}
