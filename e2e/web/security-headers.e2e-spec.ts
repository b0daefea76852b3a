import { type BrowserContext, type Page } from 'playwright-core';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../services/all-in-one/src/demo/demo-account';
import { useBrowserSuite } from './browser-suite';

/**
 * The web app and the admin console in Chromium under the server's security headers: every page
 * must run under its Content-Security-Policy with no violation, and the sign-in page's redirect must
 * never leave the site (the reported `/auth/login?redirect=%2F%5Cevil.example`).
 */
describe('Browser security', () => {
  const suite = useBrowserSuite({
    // Signs the demo manager in through the form and the operator into the admin console.
    ownServer: true,
    workspace: false,
    defaultTimeout: 15_000,
  });
  let workspaceOrigin: string;
  let rootOrigin: string;

  beforeAll(() => {
    workspaceOrigin = suite.originOf({ subdomain: 'demo' });
    rootOrigin = `http://localhost:${suite.port}`;
  });

  /** The test's fresh browser profile, its CSP violations (events and console reports) collected. */
  const openPage = async (): Promise<{ context: BrowserContext; page: Page; violations: string[] }> => {
    const { context, page } = suite;
    const violations: string[] = [];
    await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation;
        report(`${event.violatedDirective} blocked ${event.blockedURI}`);
      });
    });
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    page.on('pageerror', (error) => violations.push(`page error: ${error.message}`));
    return { context, page, violations };
  };

  describe('Content-Security-Policy', () => {
    it('should run the workspace web app with no CSP violation', async () => {
      const { page, violations } = await openPage();
      const response = await page.goto(`${workspaceOrigin}/`);
      await page.getByRole('heading', { name: 'Sign in to Demo Research Team' }).waitFor();
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      await page.getByLabel('E-mail address').fill(DEMO_EMAIL);
      await page.getByLabel('Password').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL(`${workspaceOrigin}/home`);
      await page.getByRole('heading', { name: 'Published insights' }).waitFor();
      await page.screenshot({ path: '/tmp/websec-web.png' });
      // The insight page brings the editor (tiptap, ProseMirror): it must run under the policy too.
      await page.getByTestId('home-published').getByRole('link').first().click();
      await page.getByTestId('insight-body').waitFor();
      await page.getByTestId('highlight-card').first().waitFor();
      await page.screenshot({ path: '/tmp/websec-insight.png', fullPage: true });
      expect(violations).toEqual([]);
    });

    it('should run the root app with no CSP violation', async () => {
      const { page, violations } = await openPage();
      await page.goto(`${rootOrigin}/`);
      await page.getByRole('button').first().waitFor();
      await page.screenshot({ path: '/tmp/websec-root.png' });
      expect(violations).toEqual([]);
    });

    it('should run the admin console with no CSP violation', async () => {
      const { page, violations } = await openPage();
      const response = await page.goto(`${rootOrigin}/admin/`);
      expect(response?.headers()['x-frame-options']).toBe('DENY');
      await page.getByLabel('Your name or e-mail').fill('Olive Operator');
      await page.getByLabel('Operator token').fill(suite.sut.server.built.operatorToken);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByRole('row').filter({ hasText: 'Demo Research Team' }).waitFor();
      await page.screenshot({ path: '/tmp/websec-admin.png' });
      expect(violations).toEqual([]);
    });

    it('should report a violation when a page runs inline script (the check can fail)', async () => {
      const { page, violations } = await openPage();
      await page.goto(`${workspaceOrigin}/auth/login`);
      const blocked = await page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            document.addEventListener(
              'securitypolicyviolation',
              (event) => resolve(event.violatedDirective),
              {
                once: true,
              },
            );
            const script = document.createElement('script');
            script.textContent = 'window.inlineRan = true';
            document.body.append(script);
          }),
      );
      expect(blocked).toMatch(/^script-src/);
      expect(violations.length).toBeGreaterThan(0);
      expect(
        await page.evaluate(() => (window as unknown as { inlineRan?: boolean }).inlineRan),
      ).toBeUndefined();
    });
  });

  describe('Open redirect after sign-in', () => {
    it('should stay on the workspace when the redirect is /\\evil.example (the reported request)', async () => {
      const { context, page } = await openPage();
      // Should the browser leave, it lands here instead of on the network.
      let leftTheSite = false;
      await context.route(
        (url) => url.hostname.endsWith('evil.example'),
        (route) => {
          leftTheSite = true;
          return route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>evil</h1>' });
        },
      );
      await page.goto(`${workspaceOrigin}/auth/login?redirect=%2F%5Cevil.example`);
      await page.getByLabel('E-mail address').fill(DEMO_EMAIL);
      await page.getByLabel('Password').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL(`${workspaceOrigin}/home`);
      expect(leftTheSite).toBe(false);
      expect(new URL(page.url()).hostname).toBe('demo.localhost');
      expect((await suite.sut.client().http('/ping')).status).toBe(200);
    });

    it('should still return to a same-site path after sign-in', async () => {
      const { page } = await openPage();
      await page.goto(
        `${workspaceOrigin}/auth/login?redirect=${encodeURIComponent('/settings/user/account')}`,
      );
      await page.getByLabel('E-mail address').fill(DEMO_EMAIL);
      await page.getByLabel('Password').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL(`${workspaceOrigin}/settings/user/account`);
    });
  });
});
