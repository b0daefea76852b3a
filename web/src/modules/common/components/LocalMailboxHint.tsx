import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { commonStrings } from '../strings';
import { localMailboxPath } from '../utils/localMailboxPath';

/**
 * Beside "we sent you an e-mail", on a server that sends none (a local run without a mail server):
 * where that e-mail can be read instead. Renders nothing when mails really leave.
 */
export function LocalMailboxHint({ email }: { email: string }) {
  const path = localMailboxPath();
  if (!path) return null;
  return (
    <Alert severity="info" data-testid="local-mailbox-hint">
      {commonStrings.localMailboxHint}{' '}
      <Link href={`${path}?to=${encodeURIComponent(email)}`} target="_blank" rel="noopener">
        {commonStrings.localMailboxLink}
      </Link>
      .
    </Alert>
  );
}
