import type { Locator, Page } from 'playwright-core';
import { StripeDouble } from '../../services/control-plane/src/billing/testing/stripe-double';
import { addMember, expectOk, signUpAndCreateWorkspace } from '../api/factories';
import { seriousAxeViolations } from './axe';
import { useBrowserSuite } from './browser-suite';

const SHOTS = '/tmp/billing';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/**
 * Reloads until `locator` shows: Stripe's webhook reaches the server a moment after its redirect.
 * Each load is looked at once it has drawn its data (the locator shows, or the page's requests have
 * all been answered: Playwright's "networkidle"): the page's "load" event fires before the app's
 * queries have answered, so a check at that instant failed on a page about to show the text, and the
 * loop reloaded the whole app again (27 reloads, 23 s, for a webhook the API had applied in 0.3 s).
 */
async function reloadUntilShown(page: Page, locator: Locator, tries = 20): Promise<void> {
  for (let i = 0; i < tries; i++) {
    const shown = locator.waitFor({ timeout: 15_000 }).then(
      () => true,
      () => false,
    );
    const drawn = page.waitForLoadState('networkidle', { timeout: 15_000 }).then(
      () => locator.isVisible(),
      () => false,
    );
    if (await Promise.race([shown, drawn])) return;
    await page.reload();
  }
  await locator.waitFor({ timeout: 5_000 });
}

/** Reloads until `text` shows (see reloadUntilShown). */
function reloadUntil(page: Page, text: string): Promise<void> {
  return reloadUntilShown(page, page.getByText(text, { exact: true }).first());
}

/**
 * Opens the notifications inbox until `text` is in it. The managers' notice of a webhook is written
 * by its own delivery, which can land after the page already shows the new status: the inbox is
 * closed, the page reloaded and the inbox opened again until the notice is there.
 */
async function openInboxUntil(page: Page, text: string, tries = 10): Promise<void> {
  const notice = page.getByText(text).first();
  for (let i = 0; i < tries; i++) {
    await page
      .getByRole('button', { name: /^Notifications(, \d+ unread)?$/ })
      .first()
      .click();
    if (
      await notice.waitFor({ timeout: 5_000 }).then(
        () => true,
        () => false,
      )
    )
      return;
    await page.keyboard.press('Escape');
    await page.reload();
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  }
  await notice.waitFor({ timeout: 5_000 });
}

describe('Billing in the browser, with the Stripe double', () => {
  const double = new StripeDouble();
  const env: Record<string, string> = {
    SEED_DEMO: 'false',
    STRIPE_SECRET_KEY: 'sk_test_browser',
    STRIPE_WEBHOOK_SECRET: double.webhookSecret,
  };
  // Registered before the suite's own: the double listens before the server starts with its URL.
  beforeAll(async () => {
    await double.start();
    env.STRIPE_API_URL = double.baseUrl;
    for (const plan of ['pro', 'team', 'business']) {
      const amount = { pro: 1500, team: 2000, business: 4000 }[plan]!;
      double.addPrice({
        id: `price_${plan}_month`,
        product: `prod_${plan}`,
        productName: plan[0].toUpperCase() + plan.slice(1),
        unitAmount: amount,
        interval: 'month',
      });
      double.addPrice({
        id: `price_${plan}_year`,
        product: `prod_${plan}`,
        productName: plan[0].toUpperCase() + plan.slice(1),
        unitAmount: amount * 10,
        interval: 'year',
      });
    }
  });
  const suite = useBrowserSuite({ env, ownServer: true, lastScreenshots: `${SHOTS}-last`, workspace: false });
  beforeAll(async () => {
    double.webhookUrl = `${suite.sut.address}/stripe/webhook`;
    double.autoDeliver = true;
    for (const plan of ['pro', 'team', 'business']) {
      const res = await suite.sut.client().http(`/control/plans/${plan}/prices`, {
        method: 'PUT',
        headers: {
          authorization: `Bearer ${suite.sut.server.built.operatorToken}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ month: `price_${plan}_month`, year: `price_${plan}_year` }),
      });
      expect(res.status).toBe(200);
    }
  });
  afterAll(() => double.close());

  it('should subscribe through Checkout, change seats after a preview, show a failed payment with a pay link, on a desktop and a phone', async () => {
    const workspace = await signUpAndCreateWorkspace(suite.sut);
    const origin = suite.originOf(workspace);
    const page = await suite.signIn(workspace.manager, { origin, path: '/settings/billing' });
    await page.getByRole('heading', { name: 'Billing', level: 1 }).waitFor();
    await page.getByText('No subscription').waitFor();
    await expect(
      page.getByRole('navigation').getByRole('link', { name: 'Billing' }).isVisible(),
    ).resolves.toBe(true);
    await page.screenshot({ path: `${SHOTS}-free.png`, fullPage: true });

    // The comparison highlights the plan that unlocks the public API; choosing it opens Checkout.
    await page.goto(`${origin}/settings/billing/plans?feature=allowPublicApi&restrictionsChecked=true`);
    await page.getByTestId('unlocks-feature').getByText('Team unlocks Public API.').waitFor();
    await page.screenshot({ path: `${SHOTS}-plans.png`, fullPage: true });
    await page.locator('th[data-highlighted="true"]').getByRole('button', { name: 'Choose' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Paid seats').fill('2');
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();
    await dialog.getByText('Team needs at least 3 seats.').waitFor();
    await dialog.getByLabel('Paid seats').fill('3');
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();
    // Stripe's hosted checkout (the double's) completes and sends the browser back.
    await page.waitForURL(/\/settings\/billing\?checkout=success/);
    await reloadUntil(page, 'Active');
    await page.getByText('1 of 3 used').waitFor();
    await page.getByText('33.3% of seats in use').waitFor();
    await page.screenshot({ path: `${SHOTS}-active.png`, fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);

    // More seats: the invoice preview first, then the change at the previewed proration.
    await page.getByRole('link', { name: 'Change plan or seats' }).click();
    // The billing page's own "Paid seats" section is labelled so too and can still be on screen
    // after the URL changed (the update page loads lazily): only the number field is the target.
    await page.waitForURL(/\/settings\/billing\/update/);
    await page.getByRole('spinbutton', { name: 'Paid seats' }).fill('5');
    await page.getByRole('button', { name: 'Preview the invoice' }).click();
    await page.getByTestId('amount-due').waitFor();
    await page.screenshot({ path: `${SHOTS}-update-preview.png`, fullPage: true });
    await page.getByRole('button', { name: 'Confirm the change' }).click();
    await page.waitForURL(/\/settings\/billing\?changed=true/);
    await page.getByText('1 of 5 used').waitFor();

    // A renewal payment fails: the banner with the way to pay.
    const created = double.events.find(
      (e) =>
        e.type === 'customer.subscription.created' &&
        (e.data as { object: { metadata: Record<string, string> } }).object.metadata.teamId === workspace.id,
    )!;
    double.failPayment((created.data as { object: { id: string } }).object.id);
    await reloadUntil(page, 'Payment failed');
    await page.screenshot({ path: `${SHOTS}-past-due.png`, fullPage: true });
    const phone = await suite.signIn(workspace.manager, {
      page: await suite.newPage(PHONE),
      origin,
      path: '/settings/billing',
    });
    await phone.getByTestId('past-due-banner').waitFor();
    await phone.screenshot({ path: `${SHOTS}-past-due-phone.png`, fullPage: true });
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await phone.getByTestId('past-due-banner').getByRole('button', { name: 'Pay now' }).click();
    // The customer portal (the double's) returns to the payment details page.
    await phone.waitForURL(/\/settings\/billing\/details$/);
    await phone.getByRole('button', { name: 'Open the customer portal' }).waitFor();
    await phone.screenshot({ path: `${SHOTS}-details-phone.png`, fullPage: true });
  }, 180_000);

  it('should walk a member from a trial to a paid plan at 1280 px: the trial shown, Checkout, a failed payment with its notice, and the recovery that clears it', async () => {
    const workspace = await signUpAndCreateWorkspace(suite.sut);
    const origin = suite.originOf(workspace);
    // The operator grants a Pro trial (as BILLING_DEFAULT_PLAN=pro-trial would at sign-up).
    const granted = await suite.sut.client().http(`/control/workspaces/${workspace.id}/plan`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${suite.sut.server.built.operatorToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ planReference: 'pro-trial' }),
    });
    expect(granted.status).toBe(200);
    const page = await suite.signIn(workspace.manager, {
      page: await suite.newPage(DESKTOP),
      origin,
      path: '/settings/billing',
    });
    await page.getByRole('heading', { name: 'Billing', level: 1 }).waitFor();
    await page.getByText('Trial', { exact: true }).first().waitFor();
    await expect(page.getByTestId('billing-trial-ends').textContent()).resolves.toMatch(
      /^Trial ends .+\. Choose a plan before then to keep what it includes\.$/,
    );
    await page.screenshot({ path: `${SHOTS}-walk-trial.png`, fullPage: true });
    await page.goto(`${origin}/settings/plans`);
    await page.getByRole('heading', { name: 'Plans', level: 1 }).waitFor();
    // The status in words (TRIALING is "Trial"), never the raw value.
    await expect(page.getByTestId('plan-subscription-status').textContent()).resolves.toBe(
      'Subscription: Trial',
    );
    await page.screenshot({ path: `${SHOTS}-walk-trial-plans.png`, fullPage: true });

    // Upgrade: Team through Checkout.
    await page.goto(`${origin}/settings/billing/plans`);
    await page.getByRole('columnheader', { name: /Team/ }).getByRole('button', { name: 'Choose' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Paid seats').fill('3');
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL(/\/settings\/billing\?checkout=success/);
    await reloadUntil(page, 'Active');
    await page.getByText('Team', { exact: true }).first().waitFor();
    // Confirmed: the "being set up" thanks is gone, and the trial's end with it.
    await expect(page.getByText(/being set up/).count()).resolves.toBe(0);
    await expect(page.getByTestId('billing-trial-ends').count()).resolves.toBe(0);
    await page.screenshot({ path: `${SHOTS}-walk-active.png`, fullPage: true });

    // A payment fails: the banner, and the managers' notice in the inbox.
    const subscriptionId = (
      double.events.find(
        (e) =>
          e.type === 'customer.subscription.created' &&
          (e.data as { object: { metadata: Record<string, string> } }).object.metadata.teamId ===
            workspace.id,
      )!.data as { object: { id: string } }
    ).object.id;
    double.failPayment(subscriptionId);
    await reloadUntil(page, 'Payment failed');
    await page.getByTestId('past-due-banner').waitFor();
    await page.screenshot({ path: `${SHOTS}-walk-past-due.png`, fullPage: true });
    await openInboxUntil(page, 'Billing: a payment failed');
    await page.screenshot({ path: `${SHOTS}-walk-notice.png` });
    await page.keyboard.press('Escape');

    // The retried payment succeeds: active again, and the banner is gone everywhere.
    double.recoverPayment(subscriptionId);
    await page.goto(`${origin}/settings/billing`);
    await reloadUntil(page, 'Active');
    await expect(page.getByTestId('past-due-banner').count()).resolves.toBe(0);
    await page.screenshot({ path: `${SHOTS}-walk-recovered.png`, fullPage: true });
    await page.goto(`${origin}/home`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expect(page.getByTestId('app-past-due-banner').count()).resolves.toBe(0);
  }, 180_000);

  it('should ask to buy more seats when an invite goes past them, and show a failed payment to managers on every page with a pay link', async () => {
    const workspace = await signUpAndCreateWorkspace(suite.sut);
    const origin = suite.originOf(workspace);
    const { url } = expectOk(
      await workspace.manager.client.gql<{ startCheckout: { url: string } }>(
        'mutation($input: SubscriptionChoiceInput!) { startCheckout(input: $input) { url } }',
        { input: { planReference: 'team', interval: 'month', seats: 3 } },
      ),
    ).startCheckout;
    const subscription = double.completeCheckout(url.split('/').pop()!);
    await addMember(suite.sut, workspace, 'CONTRIBUTOR');
    await addMember(suite.sut, workspace, 'CONTRIBUTOR');
    const page = await suite.signIn(workspace.manager, { origin, path: '/settings/users' });
    await page.getByRole('button', { name: 'Invite member' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('E-mail address').fill(`fourth-${Date.now()}@example.com`);
    await dialog.getByRole('button', { name: 'Send invite' }).click();
    const prompt = dialog.getByTestId('buy-seats-prompt');
    await prompt.getByText('All paid seats are in use').waitFor();
    await page.screenshot({ path: `${SHOTS}-buy-seats.png`, fullPage: true });
    await prompt.getByRole('link', { name: 'Buy more seats' }).click();
    await page.waitForURL(/\/settings\/billing\/update\?seats=4/);
    await expect(page.getByRole('spinbutton', { name: 'Paid seats' }).inputValue()).resolves.toBe('4');

    double.failPayment(subscription.id as string);
    await page.goto(`${origin}/home`);
    await reloadUntilShown(page, page.getByTestId('app-past-due-banner'));
    const banner = page.getByTestId('app-past-due-banner');
    await banner.getByText('Payment failed').waitFor();
    await page.screenshot({ path: `${SHOTS}-past-due-home.png`, fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await banner.getByRole('button', { name: 'Pay now' }).click();
    await page.waitForURL(/\/settings\/billing\/details$/);
  }, 180_000);

  it("should let a manager add an add-on after its invoice preview, and show it to the operator's console with seats, a quote and a trial grant", async () => {
    // Add-on prices, in Stripe (the double) and in the catalogue.
    double.addPrice({
      id: 'price_hipaa_month',
      product: 'prod_hipaa',
      productName: 'HIPAA',
      unitAmount: 1000,
      interval: 'month',
    });
    const operatorToken = suite.sut.server.built.operatorToken;
    const priced = await suite.sut.client().http('/control/plans/hipaa/prices', {
      method: 'PUT',
      headers: { authorization: `Bearer ${operatorToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ month: 'price_hipaa_month' }),
    });
    expect(priced.status).toBe(200);
    // Subscribed through the API (the browser path of Checkout is the test above).
    const workspace = await signUpAndCreateWorkspace(suite.sut);
    const checkout = await workspace.manager.client.gql<{ startCheckout: { url: string } }>(
      'mutation($input: SubscriptionChoiceInput!) { startCheckout(input: $input) { url } }',
      { input: { planReference: 'team', interval: 'month', seats: 3 } },
    );
    double.completeCheckout(checkout.data!.startCheckout.url.split('/').pop()!);
    const origin = suite.originOf(workspace);
    const page = await suite.signIn(workspace.manager, { origin, path: '/settings/billing/update' });
    await reloadUntil(page, 'Add-ons');
    const addOns = page.getByRole('region', { name: 'Add-ons' });
    await addOns.getByRole('button', { name: 'Add HIPAA' }).click();
    await addOns.getByTestId('amount-due').waitFor();
    await page.screenshot({ path: `${SHOTS}-add-on-preview.png`, fullPage: true });
    await addOns.getByRole('button', { name: 'Confirm: add HIPAA' }).click();
    await addOns.getByText('HIPAA is now part of your subscription.').waitFor();
    await addOns.getByRole('button', { name: 'Remove HIPAA' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The operator's console: the workspace's subscription, seats, add-ons, a quote and a trial.
    const admin = await suite.newPage({ width: 1360, height: 900 });
    const adminOrigin = suite.sut.address.replace('127.0.0.1', 'localhost');
    await admin.goto(`${adminOrigin}/admin/`);
    await admin.getByLabel('Your name or e-mail').fill('Olive Operator');
    await admin.getByLabel('Operator token').fill(operatorToken);
    await admin.getByRole('button', { name: 'Sign in' }).click();
    await admin.getByRole('heading', { name: 'Workspaces', exact: true }).waitFor();
    await admin.goto(`${adminOrigin}/admin/workspaces/${workspace.id}`);
    const card = admin.getByRole('region', { name: 'Subscription and seats' });
    const facts = card.getByTestId('workspace-subscription-facts');
    // The status as a person reads it, never Stripe's raw value.
    await facts.getByText('Active', { exact: true }).waitFor();
    await expect(facts.innerText()).resolves.not.toContain('ACTIVE');
    await facts.getByText('Monthly').waitFor();
    await facts.getByText('33.3 %').waitFor();
    expect(await facts.innerText()).toMatch(
      /Paid seats\s+3\s+Paid seats in use\s+1\s+Viewers \(counted apart\)\s+0/,
    );
    const hipaa = card.getByRole('grid', { name: 'Add-ons' }).getByRole('row', { name: /HIPAA/ });
    await hipaa.getByText('Yes').waitFor();

    const quote = admin.getByRole('region', { name: 'Quote' });
    await expect(quote.getByLabel('Stripe price 1').inputValue()).resolves.toBe('price_team_month');
    await quote.getByLabel('Quantity 1').fill('5');
    await quote.getByRole('button', { name: 'Get quote' }).click();
    await quote.getByTestId('workspace-quote-total').waitFor();
    // HIPAA is not listed: the quote removes it (a credit), and prices 5 seats.
    const lines = quote.getByRole('grid', { name: 'Invoice lines' });
    // Lines name the products as Stripe knows them, not price ids: HIPAA's credit, its item named.
    await lines
      .getByRole('row', { name: /HIPAA.*Unused time on 1 × HIPAA after/ })
      .first()
      .waitFor();
    await expect(lines.innerText()).resolves.not.toContain('price_');
    await lines.getByText('$100.00').first().waitFor();
    await admin.screenshot({ path: `${SHOTS}-console-quote.png`, fullPage: true });
    // The server's refusal, shown as it said it.
    await quote.getByLabel('Stripe price 1').fill('team');
    await quote.getByRole('button', { name: 'Get quote' }).click();
    await quote.getByText('subscriptionItems[0].price must be a Stripe price id (price_…).').waitFor();

    const trial = admin.getByRole('region', { name: 'Trial' });
    await trial.getByLabel('Trial plan').click();
    await admin.getByRole('option', { name: 'Pro trial' }).click();
    await trial.getByRole('button', { name: 'Grant trial' }).click();
    await trial.getByText('The workspace is on Pro trial for 30 days from now.').waitFor();
    await admin.getByTestId('workspace-plan-name').getByText('Pro trial (trial)').waitFor();
    await trial.getByRole('button', { name: 'Restart the 30 days' }).waitFor();
    expect(await seriousAxeViolations(admin)).toEqual([]);
    await admin.screenshot({ path: `${SHOTS}-console-subscription.png`, fullPage: true });
  }, 180_000);
});

describe('Billing in the browser, billing off (self-hosted)', () => {
  const suite = useBrowserSuite({
    env: { SEED_DEMO: 'false' },
    lastScreenshots: `${SHOTS}-off-last`,
    workspace: false,
  });

  it('should show no billing in the navigation and say billing is not enabled on every billing route', async () => {
    const workspace = await signUpAndCreateWorkspace(suite.sut);
    const origin = suite.originOf(workspace);
    const page = await suite.signIn(workspace.manager, { origin, path: '/settings/billing' });
    await page
      .getByTestId('billing-not-enabled')
      .getByText('Billing is not enabled on this installation.')
      .waitFor();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Billing' }).count()).resolves.toBe(
      0,
    );
    await page.screenshot({ path: `${SHOTS}-off.png`, fullPage: true });
    for (const path of [
      '/settings/billing/details',
      '/settings/billing/plans?feature=allowPublicApi',
      '/settings/billing/update',
    ]) {
      await page.goto(`${origin}${path}`);
      await page.getByTestId('billing-not-enabled').waitFor();
    }
  });
});
