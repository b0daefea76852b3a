/** The operator's sign-in state shared by every screen. */
export interface OperatorSession {
  token: string | null;
  /** Why the operator was last signed out by the server, shown on the sign-in screen. */
  notice: string | null;
  /** Verifies the token against the server, then keeps it; rejects with the server's message. */
  signIn(token: string): Promise<void>;
  signOut(reason?: string): void;
}
