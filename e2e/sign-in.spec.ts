import { expect, test, type Browser, type Page } from '@playwright/test';

import { waitForMail } from './support/mail';

/** The password of every demo user (upstream/db/seed/staff.ts). */
const DEMO_PASSWORD = 'colophon-demo';
const SIGN_IN_FAILED = 'Invalid credentials or server error';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The page's URL is exactly this path and query, on whatever host the server answers. */
const at = (pathAndQuery: string) => new RegExp(`^https?://[^/]+${escapeRegExp(pathAndQuery)}$`);

const usernameField = (page: Page) => page.getByLabel('Username or Email');
// Exact: the show/hide button is labelled 'Show password'.
const passwordField = (page: Page) => page.getByLabel('Password', { exact: true });
const loginButton = (page: Page) => page.getByRole('button', { name: 'Login' });
// Next's route announcer is an alert too, so alerts are picked by their text.
const alertWith = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

async function submitSignIn(page: Page, username: string, password: string): Promise<void> {
  await usernameField(page).fill(username);
  await passwordField(page).fill(password);
  await loginButton(page).click();
}

/** Submits and waits for next-auth's answer, so an alert left over from the last try is not mistaken for this one's. */
async function submitAndWaitForAnswer(page: Page, username: string, password: string): Promise<void> {
  const answered = page.waitForResponse(
    (response) =>
      response.url().includes('/api/auth/callback/credentials') && response.request().method() === 'POST',
  );
  await submitSignIn(page, username, password);
  await answered;
}

/** A successful sign-in from the same address in a browser of its own (it clears that address's failure count). */
async function signInElsewhere(browser: Browser, username: string): Promise<void> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/sign-in');
    await submitSignIn(page, username, DEMO_PASSWORD);
    await expect(page).toHaveURL(at('/'));
  } finally {
    await context.close();
  }
}

test.describe('the gate', () => {
  for (const path of ['/', '/cms/news', '/reports/sales']) {
    test(`sends an anonymous visit to ${path} to /signin, and back there after signing in`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page).toHaveURL(at(`/signin?next=${encodeURIComponent(path)}`));
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

      await submitSignIn(page, 'admin', DEMO_PASSWORD);
      // The page itself may not be built yet; the address is what the sign-in promises.
      await expect(page).toHaveURL(at(path));
    });
  }
});

test.describe('where signing in leads', () => {
  // Each one a way off the site: a tab or a backslash the browser would drop or read as a slash.
  for (const next of ['%2F%09%2Fevil.example%2Fphish', '%2F%5Cevil.example', '%2F%2Fevil.example']) {
    test(`stays on the site for ?next=${next}`, async ({ page }) => {
      await page.goto(`/signin?next=${next}`);
      await submitSignIn(page, 'admin', DEMO_PASSWORD);
      await expect(page).toHaveURL(at('/'));
    });
  }

  test('the two-factor screen does not carry an unsafe address on either', async ({ page }) => {
    await page.goto('/otp?next=%2F%09%2Fevil.example%2Fphish');
    await expect(page.getByRole('link', { name: 'Resend a new code' })).toHaveAttribute('href', '/sign-in');
  });
});

test.describe('the sign-in form', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/sign-in');
  });

  test('has its fields, links and button', async ({ page }) => {
    await expect(usernameField(page)).toBeVisible();
    await expect(passwordField(page)).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(passwordField(page)).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(passwordField(page)).toHaveAttribute('type', 'password');

    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(page.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms');
    await expect(page.getByRole('link', { name: 'Privacy Notice' })).toHaveAttribute('href', '/privacy');
    await expect(loginButton(page)).toBeEnabled();
  });

  test('shows each validation message next to its field, without sending anything', async ({ page }) => {
    let sent = false;
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/callback/')) sent = true;
    });

    await loginButton(page).click();
    await expect(usernameField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(usernameField(page)).toHaveAccessibleDescription('Please enter your username or email');
    await expect(passwordField(page)).toHaveAccessibleDescription('Please enter your password');
    await expect(page.getByText('Please enter your username or email')).toBeVisible();
    await expect(page.getByText('Please enter your password')).toBeVisible();

    await usernameField(page).fill('x@y');
    await passwordField(page).fill('short');
    await loginButton(page).click();
    await expect(usernameField(page)).toHaveAccessibleDescription(
      'Please enter a valid email address or username',
    );
    await expect(passwordField(page)).toHaveAccessibleDescription(
      'Password must be at least 7 characters long',
    );

    await usernameField(page).fill('admin');
    await expect(usernameField(page)).toHaveAttribute('aria-invalid', 'false');
    expect(sent).toBe(false);
    await expect(page).toHaveURL(at('/sign-in'));
  });

  test('says a wrong password is invalid', async ({ page }) => {
    await submitAndWaitForAnswer(page, 'editor', 'not-the-password');
    await expect(alertWith(page, SIGN_IN_FAILED)).toBeVisible();
    await expect(page).toHaveURL(at('/sign-in'));
    await expect(loginButton(page)).toBeEnabled();
  });

  test('sent before its script runs, keeps the password out of the address', async ({ browser }) => {
    const context = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      javaScriptEnabled: false,
    });
    try {
      const page = await context.newPage();
      await page.goto('/sign-in');
      await submitSignIn(page, 'editor', DEMO_PASSWORD);
      await page.waitForLoadState();
      await expect(page).toHaveURL(at('/sign-in'));
      await expect(usernameField(page)).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('refuses the sixth quick failure for one user name with the throttling message', async ({
    page,
    browser,
  }) => {
    // Throttling counts per user name, so a name nobody else uses, new on every run.
    const probe = `throttle-probe-${Date.now().toString(36)}`;
    // Failures are counted per address as well (5 in 15 minutes). A success from this address before and
    // halfway clears its count, so that only the probe's name is locked out and later tests can sign in.
    await signInElsewhere(browser, 'admin');
    for (let attempt = 1; attempt <= 5; attempt++) {
      await submitAndWaitForAnswer(page, probe, 'wrong-password');
      await expect(alertWith(page, SIGN_IN_FAILED), `attempt ${attempt}`).toBeVisible();
      if (attempt === 3) await signInElsewhere(browser, 'admin');
    }
    await submitAndWaitForAnswer(page, probe, 'wrong-password');
    await expect(
      alertWith(page, /^Too many failed sign-in attempts\. Try again in \d+ minutes\.$/),
    ).toBeVisible();
  });
});

test('a signed-in user opening the sign-in screens is sent home', async ({ page }) => {
  await page.goto('/sign-in');
  await submitSignIn(page, 'admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(at('/'));

  for (const path of ['/sign-in', '/signin', '/sign-in-2']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(at('/'));
  }
});

test('/sign-in-2 signs in with the same form', async ({ page }) => {
  await page.goto('/sign-in-2?next=%2Fcms%2Fnews');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await submitSignIn(page, 'admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(at('/cms/news'));
});

test.describe('the two-factor screen', () => {
  const boxes = (page: Page) => page.getByRole('group', { name: 'Sign-in code' }).getByRole('textbox');
  const verifyButton = (page: Page) => page.getByRole('button', { name: 'Verify' });

  async function paste(page: Page, text: string): Promise<void> {
    await boxes(page)
      .first()
      .evaluate((box, pasted) => {
        const data = new DataTransfer();
        data.setData('text/plain', pasted);
        box.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
        );
      }, text);
  }

  test('has 7 boxes, enables Verify only when all are filled, and spreads a pasted code', async ({
    page,
  }) => {
    await page.goto('/otp');
    await expect(page.getByText('We have sent the authentication code to your email.')).toBeVisible();
    await expect(boxes(page)).toHaveCount(7);
    await expect(verifyButton(page)).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Resend a new code' })).toHaveAttribute('href', '/sign-in');

    await boxes(page).first().press('Enter');
    await expect(page.getByText('Please enter your otp code.')).toBeVisible();

    // Typing moves on, Backspace on an empty box steps back.
    await boxes(page).first().click();
    await page.keyboard.type('ab3');
    await expect(boxes(page).nth(0)).toHaveValue('A');
    await expect(boxes(page).nth(1)).toHaveValue('B');
    await expect(boxes(page).nth(2)).toHaveValue('3');
    await expect(boxes(page).nth(3)).toBeFocused();
    await page.keyboard.press('Backspace');
    await expect(boxes(page).nth(2)).toHaveValue('');
    await expect(boxes(page).nth(2)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(boxes(page).nth(1)).toBeFocused();
    await expect(verifyButton(page)).toBeDisabled();

    await paste(page, ' ab1 2cd\n3 ');
    const values = await boxes(page).evaluateAll((inputs) =>
      inputs.map((input) => (input instanceof HTMLInputElement ? input.value : '')),
    );
    expect(values).toEqual(['A', 'B', '1', '2', 'C', 'D', '3']);
    await expect(verifyButton(page)).toBeEnabled();
  });

  test('without a pending sign-in, Verify says so and leads back to sign in', async ({ page }) => {
    await page.goto('/otp');
    await paste(page, 'ABC1234');
    await verifyButton(page).click();
    await expect(alertWith(page, 'Your sign-in code has expired. Please sign in again.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/sign-in');
  });

  test('a user with two-factor sign-in is asked for the code, keeping the page asked for', async ({
    page,
  }) => {
    await page.goto('/reports/sales');
    await submitSignIn(page, 'secure', DEMO_PASSWORD);
    await expect(page).toHaveURL(at(`/otp?next=${encodeURIComponent('/reports/sales')}`));
    await expect(page.getByRole('heading', { level: 1, name: 'Two-factor authentication' })).toBeVisible();
    await expect(boxes(page)).toHaveCount(7);
  });

  // The test server delivers mail to an SMTP sink that keeps each message as a file (scripts/e2e-server.mjs).
  test('a user with two-factor sign-in is refused a wrong code and gets in with the mailed one', async ({
    page,
  }) => {
    await page.goto('/reports/sales');
    const since = Date.now();
    await submitSignIn(page, 'secure', DEMO_PASSWORD);
    await expect(page).toHaveURL(at(`/otp?next=${encodeURIComponent('/reports/sales')}`));

    const mail = await waitForMail('secure@colophon.example', since);
    const code = /sign-in code is ([A-Z0-9]{7})/.exec(mail)?.[1];
    if (!code) throw new Error('no sign-in code in the mail');
    const wrong = code === 'AAAAAAA' ? 'BBBBBBB' : 'AAAAAAA';
    await boxes(page).first().fill(wrong);
    await verifyButton(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The code is not correct.' })).toBeVisible();

    // The whole code typed into the first box spreads over all seven, as the browser's autofill does.
    await boxes(page).first().fill(code);
    await verifyButton(page).click();
    await expect(page).toHaveURL(at('/reports/sales'));
  });
});
