import { SignedInAccount } from './SignedInAccount';
import { SignupPage } from './SignupPage';

/** /auth/create-workspace (spec 000 §2): a signed-in account creates a workspace, then onboarding opens. */
export function CreateWorkspacePage() {
  return <SignedInAccount>{() => <SignupPage startAt="workspace" />}</SignedInAccount>;
}
