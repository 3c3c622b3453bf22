import { expect, test } from '@playwright/test';
import { consoleFor, createStaffMember, type StaffMember, staffCode, staffSignIn } from './support';

// The operations console's front door: a TOTP code is required and works once; an admin proposes a colleague,
// a second admin approves, and the colleague enrols by the e-mailed link with their own password and
// authenticator (decision 041); the first admin disables them when they leave and reads the audit log, whose
// chain checks out; a support agent sees neither.
test.describe.configure({ timeout: 90_000 });

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`an admin signs in with a code, adds a colleague and reads the audit trail (${viewport.width}px)`, async ({
    page,
    request,
    browser,
  }) => {
    await page.setViewportSize(viewport);
    const admin = await createStaffMember(request, 'admin');

    // No code, or a wrong one: refused with one message that says nothing of which part was wrong.
    await page.goto('/ops');
    await expect(page).toHaveURL(/\/ops\/login$/);
    await page.screenshot({ path: `test-results/screens/ops-login-${viewport.width}.png`, fullPage: true });
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByLabel('Authenticator code').fill(staffCode(admin) === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Email, password or code is incorrect.');

    await staffSignIn(page, admin);
    await expect(
      page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Staff' }),
    ).toBeVisible();
    await page.screenshot({
      path: `test-results/screens/ops-dashboard-${viewport.width}.png`,
      fullPage: true,
    });

    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Staff' }).click();
    const colleague = `support-${Date.now()}@staff.owo.test`;
    await page.getByLabel('Work email').fill(colleague);
    await page.getByLabel('Role').selectOption('support');
    await page.getByRole('button', { name: 'Propose' }).click();
    // One admin proposes; nothing is made, and they are shown no credential.
    await expect(page.getByRole('status')).toContainText(`${colleague}: Proposed: another admin approves it`);
    const proposals = page.getByRole('list', { name: 'Staff proposals' });
    await expect(proposals.getByRole('listitem').filter({ hasText: colleague })).toContainText(
      'Another admin approves it.',
    );
    await expect(page.getByRole('button', { name: `Approve ${colleague}` })).toHaveCount(0);
    await expect(page.getByRole('img', { name: `Enrolment QR code for ${colleague}` })).toHaveCount(0);
    await page.screenshot({
      path: `test-results/screens/ops-staff-proposed-${viewport.width}.png`,
      fullPage: true,
    });

    // A second admin, on their own machine, approves it: the account is made, and nobody is shown a credential.
    const second = await consoleFor(browser, await createStaffMember(request, 'admin'), viewport.width);
    await second.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Staff' }).click();
    await second.getByRole('button', { name: `Approve ${colleague}` }).click();
    await expect(second.getByRole('status')).toContainText(`Account made for ${colleague}.`);
    await expect(second.getByRole('img', { name: /QR code/ })).toHaveCount(0);
    await expect(
      second
        .getByRole('list', { name: 'Staff proposals' })
        .getByRole('listitem')
        .filter({ hasText: colleague }),
    ).toHaveCount(0);
    await second.screenshot({
      path: `test-results/screens/ops-staff-approved-${viewport.width}.png`,
      fullPage: true,
    });

    // The colleague enrols by the link e-mailed to them: their own password and authenticator.
    const mail = await request.get(`/api/sandbox/emails?address=${encodeURIComponent(colleague)}`);
    const link = /\/ops\/enrol\/[A-Za-z0-9_-]+/.exec(
      ((await mail.json()).data[0]?.body as string) ?? '',
    )?.[0];
    expect(link).toBeTruthy();
    const mine = await (await browser.newContext({ viewport })).newPage();
    await mine.goto(link!);
    await expect(mine.getByText(colleague)).toBeVisible();
    const password = 'a passphrase of my own';
    await mine.getByLabel('New password').fill(password);
    await mine.getByLabel('Confirm password').fill(password);
    await mine.getByRole('button', { name: 'Continue' }).click();
    await expect(mine.getByRole('img', { name: 'Your authenticator QR code' })).toBeVisible();
    await mine.screenshot({ path: `test-results/screens/ops-enrol-${viewport.width}.png`, fullPage: true });
    const key = (await mine.locator('code').first().textContent())!.trim();
    const enrolled: StaffMember = { email: colleague, password, totpSecret: key, role: 'support' };
    await mine.getByLabel('Code from your authenticator').fill(staffCode(enrolled));
    await mine.getByRole('button', { name: 'Finish' }).click();
    await expect(mine.getByRole('status')).toContainText('You are enrolled.');
    await staffSignIn(mine, enrolled, 1);
    await mine.context().close();
    await page.reload();
    // A row of the table on a wide screen, a card of the list on a phone.
    const member = (email: string) =>
      page
        .getByRole('row', { name: new RegExp(email) })
        .or(
          page.getByRole('list', { name: 'Staff accounts' }).getByRole('listitem').filter({ hasText: email }),
        );
    await expect(member(colleague)).toBeVisible();
    // Its status is on screen, not behind a sideways scroll.
    const status = await member(colleague).getByText('Active').boundingBox();
    expect(status!.x + status!.width).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: `test-results/screens/ops-staff-${viewport.width}.png`, fullPage: true });
    // The colleague loses their phone: one admin proposes resetting their sign-in, and a second approves it.
    await page.getByRole('button', { name: `Reset the sign-in of ${colleague}` }).click();
    await expect(page.getByText('Reset proposed: another admin must approve it.')).toBeVisible();
    const reset = page
      .getByRole('list', { name: 'Staff proposals' })
      .getByRole('listitem')
      .filter({ hasText: colleague });
    await expect(reset).toContainText('Reset their sign-in');
    await expect(reset).toContainText('Another admin approves it.');
    await page.screenshot({
      path: `test-results/screens/ops-staff-reset-proposed-${viewport.width}.png`,
      fullPage: true,
    });
    await second.reload();
    await second.getByRole('button', { name: `Approve ${colleague}` }).click();
    await expect(second.getByRole('status')).toContainText(`Sign-in reset for ${colleague}`);
    await second.screenshot({
      path: `test-results/screens/ops-staff-reset-approved-${viewport.width}.png`,
      fullPage: true,
    });
    await second.context().close();
    // A new link went to their mailbox; until they enrol again, they cannot sign in.
    const resetMail = await request.get(`/api/sandbox/emails?address=${encodeURIComponent(colleague)}`);
    expect((await resetMail.json()).data[0]?.subject).toBe(
      'Set up your Owo operations console sign-in again',
    );
    await page.reload();
    await expect(member(colleague)).toContainText('Not enrolled yet');
    // The colleague leaves: disabled with a reason (never the admin's own row), shown at once.
    await expect(page.getByRole('button', { name: `Disable ${admin.email}` })).toHaveCount(0);
    await page.getByRole('button', { name: `Disable ${colleague}` }).click();
    await page.getByLabel(`Why disable ${colleague}?`).fill('Left the company');
    await page.getByRole('button', { name: 'Confirm disable' }).click();
    await expect(member(colleague)).toContainText('Disabled');
    await expect(page.getByRole('button', { name: `Disable ${colleague}` })).toHaveCount(0);

    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByText('Hash chain verified: no entry has been changed or removed.')).toBeVisible();
    await expect(
      page.getByText('staff.propose', { exact: true }).locator('visible=true').first(),
    ).toBeVisible();
    await expect(
      page.getByText('staff.create', { exact: true }).locator('visible=true').first(),
    ).toBeVisible();
    await expect(
      page.getByText('staff.disable', { exact: true }).locator('visible=true').first(),
    ).toBeVisible();
    await expect(
      page.getByText('staff.sign_in_refused', { exact: true }).locator('visible=true').first(),
    ).toBeVisible();
    await page.screenshot({ path: `test-results/screens/ops-audit-${viewport.width}.png`, fullPage: true });

    // A support agent's console has neither page, and the server refuses them too.
    const support = await createStaffMember(request, 'support');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/ops\/login$/);
    await staffSignIn(page, support);
    await expect(
      page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Staff' }),
    ).toHaveCount(0);
    await expect(
      page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }),
    ).toHaveCount(0);
  });
}
