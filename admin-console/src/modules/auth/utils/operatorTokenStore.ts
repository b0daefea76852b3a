const KEY = 'fieldnote.operatorToken';
const NAME_KEY = 'fieldnote.operatorName';

/**
 * The operator token and the name the operator signed in with live in sessionStorage: they end with
 * the tab and are never written to disk by us.
 */
export const operatorTokenStore = {
  read(): string | null {
    try {
      return window.sessionStorage.getItem(KEY);
    } catch {
      return null;
    }
  },
  readName(): string | null {
    try {
      return window.sessionStorage.getItem(NAME_KEY);
    } catch {
      return null;
    }
  },
  write(token: string, name: string): void {
    window.sessionStorage.setItem(KEY, token);
    window.sessionStorage.setItem(NAME_KEY, name);
  },
  clear(): void {
    window.sessionStorage.removeItem(KEY);
    window.sessionStorage.removeItem(NAME_KEY);
  },
};
