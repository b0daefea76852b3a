import type { Browser, BrowserContext, BrowserContextOptions, Page, ViewportSize } from 'playwright-core';
import { GraphqlClient } from '../../services/all-in-one/src/testing/graphql-client';
import {
  sharedTestServer,
  startOwnTestServer,
} from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { SESSION_COOKIE } from '../../services/api/src/context/session-cookie';
import { type BuiltWorkspace, expectOk, logIn, signUpAndCreateWorkspace } from '../api/factories';
import { ensureFrontEndsBuilt, openChromium } from './browser-harness';

/** What a browser suite varies; every field has the value most suites want. */
export interface BrowserSuiteOptions {
  /** The server's extra environment, such as `{ SEED_DEMO: 'false' }` for a suite that never reads the demo. */
  env?: Record<string, string>;
  /**
   * Whether the suite gets a server of its own (default false: the Jest worker's server for `env`,
   * shared with the worker's other suites of the same `env`, see sharedTestServer). A suite that
   * changes the server's global state (instance settings, the demo workspace, rate limits by
   * address) or asserts on instance-wide counts takes its own.
   */
  ownServer?: boolean;
  /** Whether beforeAll signs up a manager and creates a workspace for the suite (default true). */
  workspace?: boolean;
  /** Whether beforeEach opens a fresh context and page for the test (default true). */
  pagePerTest?: boolean;
  /** The viewport of every context the suite opens (default 1366 × 900). */
  viewport?: ViewportSize;
  /** The rest of every context's options, such as `acceptDownloads`. */
  contextOptions?: Omit<BrowserContextOptions, 'viewport'>;
  /**
   * Every page's default timeout (default 10 s): well inside jest's own limit, so a step that cannot
   * happen fails with its locator named.
   */
  defaultTimeout?: number;
  /**
   * Where afterEach saves what every open page showed when a test failed (`<prefix>-<n>.png`), before
   * it closes them.
   */
  lastScreenshots?: string;
}

/** Who signs in: an e-mail address and its password. */
export interface SignInAccount {
  email: string;
  password: string;
}

export interface SignInOptions {
  /** Where to go once signed in (sign-in itself lands on /home). */
  path?: string;
  /** The page to sign in on (default the test's own page). */
  page?: Page;
  /** The workspace origin to sign in at (default the suite's workspace). */
  origin?: string;
}

/** The suite's server, browser and workspace, and the current test's page; read them inside hooks and tests. */
export interface BrowserSuite {
  readonly sut: TestServer;
  readonly browser: Browser;
  /** The port the server (and so every origin) listens on. */
  readonly port: string;
  readonly workspace: BuiltWorkspace;
  /** The suite workspace's origin, `http://<subdomain>.localhost:<port>`. */
  readonly origin: string;
  readonly context: BrowserContext;
  readonly page: Page;
  /** The uncaught errors of the test's pages, its own and newPage's (a fresh list each test). */
  readonly pageErrors: string[];
  /** The origin of any workspace on this server (`demo` for the seeded demo). */
  originOf(workspace: { subdomain: string }): string;
  /**
   * Signs `account` (default the suite's manager) in and opens `path` (default /home). By the API, as
   * the sign-in page would (logIn on the workspace's host, its session cookie into the page's
   * context): a suite that tests the sign-in page itself drives the form in its own steps.
   */
  signIn(account?: SignInAccount, options?: SignInOptions): Promise<Page>;
  /**
   * A page in a browser context of its own (own cookies), for a second member in the same test;
   * closed after the test like the test's own page.
   */
  newPage(viewport?: ViewportSize): Promise<Page>;
}

const DEFAULT_VIEWPORT: ViewportSize = { width: 1366, height: 900 };
/** Whether the current test failed (the test environment follows it, scripts/jest/shared-server-environment.js). */
const testFailed = (): boolean =>
  (globalThis as { __fieldnoteTestFailed?: boolean }).__fieldnoteTestFailed !== false;
/** The least time a page load may take (see openPage). */
const NAVIGATION_TIMEOUT = 25_000;

/**
 * Registers the jest hooks every browser suite needs: the front ends built, a test server on a free
 * port (the worker's shared one unless `ownServer`), optionally a workspace with its manager, headless Chromium, and a fresh context and page per
 * test, all closed after. The browser suites each wrote this set-up (and a sign-in through the form)
 * out again; one copy keeps them alike, and a suite states only what it does differently.
 * Call it at the top of a describe block, before the suite's own hooks (they run after these).
 */
export function useBrowserSuite(options: BrowserSuiteOptions = {}): BrowserSuite {
  const viewport = options.viewport ?? DEFAULT_VIEWPORT;
  const defaultTimeout = options.defaultTimeout ?? 10_000;
  let sut: TestServer | undefined;
  let browser: Browser | undefined;
  let workspace: BuiltWorkspace | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let pageErrors: string[] = [];
  /** Contexts opened by newPage in the current test. */
  const extraContexts: BrowserContext[] = [];

  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined)
      throw new Error(`The browser suite's ${what} is not there (read it inside a hook or test).`);
    return value;
  };
  const port = (): string => new URL(ready(sut, 'server').address).port;
  const originOf = (built: { subdomain: string }): string => `http://${built.subdomain}.localhost:${port()}`;

  /** Sets a new page's timeouts (see NAVIGATION_TIMEOUT). */
  const withTimeouts = (opened: Page): Page => {
    opened.setDefaultTimeout(defaultTimeout);
    // A new context has an empty cache, so its first page load fetches and parses the whole app;
    // beside two Jest workers on a two-core CI host that has taken over 10 s. A click or a wait still
    // gets the suite's own timeout.
    opened.setDefaultNavigationTimeout(Math.max(defaultTimeout, NAVIGATION_TIMEOUT));
    return opened;
  };

  // Pages ask for reduced motion, which the app honours by dropping its transitions (theme.ts): a
  // step waits for no dialog to finish sliding in, which made the boards suite's tests 15-25 % slower.
  const contextOptions: Omit<BrowserContextOptions, 'viewport'> = {
    reducedMotion: 'reduce',
    ...options.contextOptions,
  };

  /** A page in a browser context of its own (own cookies), with the suite's context options and timeout. */
  const openPage = async (size: ViewportSize): Promise<Page> => {
    const opened = await ready(browser, 'browser').newContext({ ...contextOptions, viewport: size });
    return withTimeouts(await opened.newPage());
  };

  /**
   * The suite's own context, kept from test to test with its cache: a fresh context loads and
   * compiles the whole app again, which was most of Chromium's work in a short test. What a test
   * could leave behind is reset after it (see resetSuiteContext); a test's extra members (newPage)
   * still get contexts of their own.
   */
  let suiteContext: BrowserContext | undefined;
  /**
   * A blank page the suite's context keeps open from its first test to its end. Headless Chromium
   * opens a browser window for a context's first page and closes it with its last; each new window
   * built the address bar's pop-up (two WebUI pages in a renderer of their own, Chromium 156) again,
   * for every test. With this page open, each test's page is a new tab of the same window: 15 pages
   * opened and closed cost 4.0 s of CPU instead of 6.1 s (30 WebUI pages built instead of none).
   */
  let anchorPage: Page | undefined;
  const openSuitePage = async (): Promise<Page> => {
    if (!suiteContext) {
      const opened = await ready(browser, 'browser').newContext({ ...contextOptions, viewport });
      opened.on('close', () => {
        if (suiteContext === opened) {
          suiteContext = undefined;
          anchorPage = undefined;
        }
      });
      anchorPage = await opened.newPage();
      // The first page load of a test at each origin starts from empty storage: the marker cookie
      // is gone once resetSuiteContext has cleared the cookies (see there).
      await opened.addInitScript(() => {
        if (document.cookie.split('; ').includes('fieldnote-test-storage=kept')) return;
        try {
          localStorage.clear();
          sessionStorage.clear();
        } catch {
          // An opaque origin (about:blank, a data: URL) has no storage.
        }
        document.cookie = 'fieldnote-test-storage=kept; path=/; SameSite=Lax';
      });
      suiteContext = opened;
    }
    return withTimeouts(await suiteContext.newPage());
  };

  /** Leaves the suite's context as a new one would be, but for its cache. */
  const resetSuiteContext = async (kept: BrowserContext): Promise<void> => {
    for (const open of kept.pages()) if (open !== anchorPage) await open.close();
    await kept.unrouteAll({ behavior: 'ignoreErrors' });
    await kept.clearCookies();
    await kept.clearPermissions();
    await kept.setOffline(false);
  };

  beforeAll(async () => {
    // From a clean clone the builds do not exist yet; an unchanged tree costs milliseconds.
    ensureFrontEndsBuilt();
    // Chromium starts while the server does (each takes seconds on a busy CI host); both are closed
    // in afterAll, whichever of them came up.
    const starting = openChromium().then((launched) => (browser = launched));
    try {
      // A suite on the shared server never loads the server's code into its own sandbox.
      sut = options.ownServer ? await startOwnTestServer(options.env) : await sharedTestServer(options.env);
      if (options.workspace !== false) workspace = await signUpAndCreateWorkspace(sut);
    } finally {
      await starting;
    }
  }, 300_000);

  afterAll(async () => {
    await suiteContext?.close();
    await browser?.close();
    await sut?.close();
  });

  /** The page's uncaught errors go to the current test's list (its own page's and newPage's alike). */
  const collectErrors = (on: Page): void => {
    const errors = pageErrors;
    on.on('pageerror', (error) => errors.push(error.message));
  };

  beforeEach(async () => {
    pageErrors = [];
    if (options.pagePerTest === false) return;
    page = await openSuitePage();
    context = page.context();
    collectErrors(page);
  });

  afterEach(async () => {
    const open = [...(context ? [context] : []), ...extraContexts];
    if (options.lastScreenshots && testFailed()) {
      let n = 0;
      for (const each of open)
        for (const shown of each.pages().filter((open) => open !== anchorPage))
          await shown.screenshot({ path: `${options.lastScreenshots}-${n++}.png` });
    }
    const extra = extraContexts.splice(0);
    const own = context;
    context = undefined;
    page = undefined;
    for (const each of extra) await each.close();
    if (own && own === suiteContext) await resetSuiteContext(own);
    else await own?.close();
  });

  return {
    get sut() {
      return ready(sut, 'server');
    },
    get browser() {
      return ready(browser, 'browser');
    },
    get port() {
      return port();
    },
    get workspace() {
      return ready(workspace, 'workspace');
    },
    get origin() {
      return originOf(ready(workspace, 'workspace'));
    },
    get context() {
      return ready(context, 'context');
    },
    get page() {
      return ready(page, 'page');
    },
    get pageErrors() {
      return pageErrors;
    },
    originOf,
    async signIn(account, signInOptions = {}) {
      const on = signInOptions.page ?? ready(page, 'page');
      const at = signInOptions.origin ?? originOf(ready(workspace, 'workspace'));
      const who = account ?? ready(workspace, 'workspace').manager;
      const client = new GraphqlClient(ready(sut, 'server').address, new URL(at).hostname);
      expectOk(await logIn(client, who.email, who.password));
      const cookie = client.sessionCookie ?? '';
      const value = cookie.slice(`${SESSION_COOKIE}=`.length);
      if (!cookie.startsWith(`${SESSION_COOKIE}=`) || !value)
        throw new Error(`logIn set no session for ${who.email}`);
      // As the server sets it: host-only, HttpOnly, SameSite=Lax.
      await on
        .context()
        .addCookies([{ name: SESSION_COOKIE, value, url: at, httpOnly: true, sameSite: 'Lax' }]);
      await on.goto(`${at}${signInOptions.path ?? '/home'}`);
      return on;
    },
    async newPage(size = viewport) {
      const opened = await openPage(size);
      extraContexts.push(opened.context());
      collectErrors(opened);
      return opened;
    },
  };
}
