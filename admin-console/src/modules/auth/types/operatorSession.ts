/** The operator's sign-in state shared by every screen. */
export interface OperatorSession {
  token: string | null;
  /** Who signed in (their name or e-mail): the catalogue's log names them for their changes. */
  operatorName: string | null;
  /** Why the operator was last signed out by the server, shown on the sign-in screen. */
  notice: string | null;
  /** Verifies the token against the server, then keeps it and the name; rejects with the server's message. */
  signIn(token: string, operatorName: string): Promise<void>;
  signOut(reason?: string): void;
}
