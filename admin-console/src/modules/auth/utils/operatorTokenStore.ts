const KEY = 'fieldnote.operatorToken';

/** The operator token lives in sessionStorage: it ends with the tab and is never written to disk by us. */
export const operatorTokenStore = {
  read(): string | null {
    try {
      return window.sessionStorage.getItem(KEY);
    } catch {
      return null;
    }
  },
  write(token: string): void {
    window.sessionStorage.setItem(KEY, token);
  },
  clear(): void {
    window.sessionStorage.removeItem(KEY);
  },
};
