import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO, PASSWORD, WORKER, login } from './fixtures';

/**
 * Registration approval and production assistants end to end: a join application through the company's
 * invite link, passed from the bell; another passed from the list with an organization and a role, whose
 * applicant then signs in; a worker applies to be an assistant and an admin approves.
 */

async function apply(browser: Browser, link: string, name: string, userName: string): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  const company = page.getByLabel(/^公司名称/);
  await expect(company).toHaveValue(DEMO.tenant);
  await expect(company).not.toBeEditable();
  await page.getByLabel(/^姓名/).fill(name);
  await page.getByLabel(/^用户名或手机号/).fill(userName);
  await page.getByLabel(/^密码/).fill(PASSWORD);
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByTestId('register-success')).toBeVisible();
  await context.close();
}

async function openRegistrations(page: Page): Promise<void> {
  await page.goto('/user/registrationList');
  await expect(page.getByRole('heading', { level: 1, name: '注册审核' })).toBeVisible();
}

test('invite link → bell and list approvals; the new member signs in; an assistant is approved', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await login(page, DEMO);
  await openRegistrations(page);
  const invite = page.getByTestId('invite-card');
  await expect(invite.getByRole('img', { name: '邀请二维码' })).toBeVisible();
  const anyLink = (await page.getByTestId('invite-link').textContent()) ?? '';
  expect(anyLink).toMatch(/\/account\/register\?tenant=demo$/);
  const organization = invite.getByRole('combobox', { name: '加入组织' });
  await organization.selectOption({ index: 1 });
  const organizationName = ((await organization.locator('option:checked').textContent()) ?? '').trim();
  const orgLink = (await page.getByTestId('invite-link').textContent()) ?? '';
  expect(orgLink).toMatch(/\/account\/register\?tenant=demo&org=[0-9a-f-]{36}$/);

  await apply(browser, anyLink, '孙悟空', 'sunwk');
  await apply(browser, orgLink, '猪八戒', 'zhubj');

  // The first from the bell: Agree passes with the requested organization (none) and the default roles.
  await page.reload();
  await page.getByTestId('notice-trigger').click();
  const items = page.getByTestId('notice-box').getByTestId('notice-item');
  const passed = page.waitForResponse((r) => /\/api\/eticket\/joinApplication\/[^/]+\/pass$/.test(r.url()));
  await items.filter({ hasText: '孙悟空' }).getByRole('button', { name: '同意' }).click();
  expect((await passed).status()).toBe(200);
  await page.keyboard.press('Escape');

  // The second from the list, with its requested organization and the team leader role.
  await openRegistrations(page);
  await page.getByRole('searchbox').fill('zhubj');
  await page.getByRole('button', { name: '搜索' }).click();
  const row = page.getByRole('row', { name: /猪八戒/ });
  await expect(row).toContainText(organizationName);
  await row.getByRole('button', { name: '通过' }).click();
  const dialog = page.getByTestId('pass-dialog');
  await expect(dialog.getByLabel('组织')).not.toHaveValue('');
  await dialog.getByText('班组长').click();
  await dialog.getByRole('button', { name: '通过' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: /猪八戒/ })).toHaveCount(0);

  // The new member signs in.
  const newcomer = await browser.newContext();
  const newcomerPage = await newcomer.newPage();
  await login(newcomerPage, { tenant: DEMO.tenant, user: 'zhubj' });
  await newcomer.close();

  // A worker applies to be a production assistant from the dashboard card …
  const worker = await browser.newContext();
  const workerPage = await worker.newPage();
  await login(workerPage, WORKER);
  const card = workerPage.getByTestId('assistant-card');
  await card.getByRole('button', { name: '申请成为生产助理' }).click();
  const applyDialog = workerPage.getByTestId('assistant-apply-dialog');
  await applyDialog.getByRole('group', { name: '组织' }).locator('label').first().click();
  await applyDialog.getByRole('button', { name: '提交申请' }).click();
  await expect(card.getByTestId('assistant-status')).toHaveText('我的申请：待审核');

  // … and an admin approves it.
  await page.goto('/application/list');
  const application = page.getByRole('row', { name: /张三/ });
  await application.getByRole('button', { name: '批准' }).click();
  await page.getByTestId('approve-dialog').getByRole('button', { name: '批准' }).click();
  await expect(page.getByTestId('approve-dialog')).toBeHidden();
  await workerPage.reload();
  await expect(workerPage.getByTestId('assistant-status')).toHaveText('我的申请：已批准');
  await worker.close();
});
