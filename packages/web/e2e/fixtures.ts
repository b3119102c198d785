import { routeHref } from '@eticket/core/navigation';
import { expect, type Page } from '@playwright/test';
import { MODULE_PAGES, PAGE_TEXT_PREFIXES } from '../src/features/modules';

/** Demo accounts seeded by the server (README). */
export const PASSWORD = '1q2w3E*';
export const DEMO = { tenant: 'demo', user: 'admin' } as const;
export const WORKER = { tenant: 'demo', user: 'worker1' } as const;
export const TRIAL = { tenant: 'trial', user: 'admin' } as const;
export const EXPIRED = { tenant: 'expired', user: 'admin' } as const;
export const HOST = { tenant: '', user: 'admin' } as const;

export interface Account {
  tenant: string;
  user: string;
  password?: string;
}

/** Fill the login form (zh-Hans labels) and submit; does not wait for the landing page. */
export async function submitLogin(page: Page, account: Account): Promise<void> {
  await page.getByLabel('公司名称').fill(account.tenant);
  await page.getByLabel(/^用户名/).fill(account.user);
  await page.getByLabel(/^密码/).fill(account.password ?? PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** Log in from the login page and wait for the dashboard. */
export async function login(page: Page, account: Account): Promise<void> {
  await page.goto('/account/login');
  await submitLogin(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/**
 * The service worker registers after the load, installs the shell and takes the page over; the configuration is
 * then read again through it and kept for the next boot. Resolves once that read is kept: from then on the page
 * sends nothing on its own.
 */
export async function untilWorkerWarm(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const cache = await caches.open('eticket-session');
          return (await cache.keys()).some((key) => key.url.includes('/api/abp/application-configuration'));
        }),
      { timeout: 30_000 },
    )
    .toBe(true);
}

/** Log in (the form is in zh-Hans), then switch the signed-in app to `locale` and wait for it. */
export async function loginIn(page: Page, account: Account, locale: 'zh-Hans' | 'zh-Hant' | 'en'): Promise<void> {
  await login(page, account);
  await page.evaluate((value) => {
    window.localStorage.setItem('accept_language', value);
  }, locale);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

/** Start every page in a given language (accept_language, as the app stores it). */
export async function useLanguage(page: Page, locale: 'zh-Hans' | 'zh-Hant' | 'en'): Promise<void> {
  await page.addInitScript((value) => {
    if (window.localStorage.getItem('accept_language') === null) window.localStorage.setItem('accept_language', value);
  }, locale);
}

export function sidebar(page: Page) {
  return page.getByTestId('sidebar');
}

/** Open a page through the sidebar: expand its group first when it has one. */
export async function openFromMenu(page: Page, group: string | null, item: string): Promise<void> {
  const nav = sidebar(page);
  if (group !== null) {
    const toggle = nav.getByRole('button', { name: group });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
  await nav.getByRole('link', { name: item, exact: true }).click();
}

export function tags(page: Page) {
  return page.getByTestId('tags-view').getByTestId('tag');
}

export async function tagPaths(page: Page): Promise<string[]> {
  return tags(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-path') ?? ''));
}

/** A business text key shown as is (its page's texts chunk lacks it): text, placeholders and accessible names. */
const RAW_KEY = new RegExp(`\\b(?:${PAGE_TEXT_PREFIXES.map((prefix) => prefix.replace(/\.$/, '')).join('|')})\\.[A-Z][\\w.]*`);

/**
 * Fail when the page shows a bare business text key. Each business page ships only the keys the build found
 * in its sources (vite.config.ts), so every business spec checks this after each test.
 */
export async function expectNoRawKeys(page: Page): Promise<void> {
  if (page.isClosed()) return;
  const shown = await page.evaluate(() => {
    const parts = [document.body.innerText];
    for (const el of document.querySelectorAll('[placeholder], [aria-label], [title]')) {
      for (const attr of ['placeholder', 'aria-label', 'title']) parts.push(el.getAttribute(attr) ?? '');
    }
    return parts.join('\n');
  });
  expect(shown).not.toMatch(RAW_KEY);
}

/** Every business route (the module manifests' pages), as the menu and the pages' own links open them. */
export const BUSINESS_ROUTES: readonly string[] = MODULE_PAGES.map(({ name }) => routeHref(name));

/**
 * A time budget for a test that walks every business route: each route is a cold page load (≈ 3–5 s on the
 * 2-core CI machine, more under load), so a fixed budget breaks as the route table grows.
 */
export function everyRouteBudget(perRouteMs: number, baseMs = 60_000): number {
  return baseMs + BUSINESS_ROUTES.length * perRouteMs;
}
