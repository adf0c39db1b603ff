/**
 * Issue 36, item 7, in a real browser: a signed-in reader suggests a school from the schools page and is
 * refused until they give a source address; with one, the suggestion reaches the moderators' queue, a
 * moderator accepts it, the reader is e-mailed (read from a real SMTP server), and the new school's page
 * says it was added from a suggestion, with its source. A declined suggestion changes nothing. Every new
 * page and state passes axe.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startPortal, type RunningPortal } from '../src/portal-server.js';
import { axeViolations, chooseOption, launchBrowser, openAs } from '../src/browser.js';
import { receivedVerificationToken, verifiedUser, type TestUser } from '../src/accounts.js';
import { startMailReceiver, type MailReceiver } from '../../api/src/test-support/reports.js';

const MODERATOR_EMAIL = 'suggestions.moderator@example.ng';
const SCHOOL = 'Sunshine Inclusive Academy';
const SOURCE = 'https://news.example.ng/2026/12/sunshine-inclusive-academy-opens';
const DECLINE_SOURCE = 'https://www.example.org/a-page-that-says-otherwise';
const REASON = 'The page does not give the school a website.';

let receiver: MailReceiver;
let portal: RunningPortal;
let browser: Browser;
let reader: TestUser;
let moderator: TestUser;

async function api<T>(route: string, user: TestUser | null, init: RequestInit = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(`${portal.url}/api/v1${route}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(user && { authorization: `Bearer ${user.token}` }) },
  });
  return { status: response.status, body: (await response.json()) as T };
}

const as = (user: TestUser | null, route: string): Promise<Page> => openAs(browser, portal.url + route, user);
const status = (page: Page) => page.locator('#portal-status').textContent();
/** What the shell's alert region says: an error toast's text, kept after the toast has gone. */
const alert = (page: Page) => page.locator('#portal-alert').textContent();
const pendingSuggestions = async () =>
  (await api<{ suggestions: { id: number }[] }>('/moderation/suggestions?status=pending', moderator)).body.suggestions;

beforeAll(async () => {
  receiver = await startMailReceiver();
  [portal, browser] = await Promise.all([startPortal({ ADMIN_EMAILS: MODERATOR_EMAIL, SMTP_URL: receiver.url }), launchBrowser()]);
  [reader, moderator] = await Promise.all([
    verifiedUser(portal, 'Amina', `amina.${Date.now()}@example.ng`, receivedVerificationToken(receiver.received)),
    verifiedUser(portal, 'Chief', MODERATOR_EMAIL, receivedVerificationToken(receiver.received)),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  await receiver?.close();
});

describe('a suggested school', () => {
  let page: Page;

  it('is refused without a source address, with a clear message beside the field and in a toast', async () => {
    page = await as(reader, '/schools');
    await page.getByRole('link', { name: 'Suggest a school' }).click();
    await page.getByRole('heading', { level: 1, name: 'Suggest a school' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard/suggestions/new');
    await page.getByRole('textbox', { name: /School name/ }).fill(SCHOOL);
    await chooseOption(page, /State/, 'Lagos');
    await page.getByRole('textbox', { name: /Level/ }).fill('primary');
    await chooseOption(page, /Special or inclusive/, 'Inclusive school');
    await page.getByRole('textbox', { name: /Impairments served/ }).fill('deaf; autism');
    await page.getByRole('textbox', { name: /Town or local government area/ }).fill('Surulere');
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Send suggestion' }).click();
    const message = 'Give the address of the page that supports this suggestion.';
    await expect.poll(() => alert(page)).toBe(message);
    const source = page.getByRole('textbox', { name: /Source address/ });
    expect(await source.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('group', { name: 'There is a problem' }).textContent()).toContain(message);
    expect(await axeViolations(page)).toEqual([]);
    // The server refuses it in the same words, whatever sends it.
    const refused = await api<{ message: string }>('/suggestions', reader, {
      method: 'POST',
      body: JSON.stringify({
        target: 'new_school',
        school: { name: SCHOOL, state: 'Lagos', level: '', special_or_inclusive: '', impairments: '', town_or_lga: '' },
      }),
    });
    expect(refused).toEqual({ status: 400, body: { message } });
    expect(await pendingSuggestions()).toEqual([]);
  });

  it('is sent with a source, accepted by a moderator, shown on its page with its source, and its suggester is e-mailed', async () => {
    await page.getByRole('textbox', { name: /Source address/ }).fill(SOURCE);
    // By keyboard, as a person does: the drawn box covers the visually hidden input.
    await page.getByRole('checkbox', { name: /Show my first name/ }).focus();
    await page.keyboard.press('Space');
    expect(await page.getByRole('checkbox', { name: /Show my first name/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Send suggestion' }).click();
    await expect.poll(() => status(page)).toBe('Thank you. Your suggestion is with the moderators, who will email you their decision.');
    await page.close();

    const queue = await as(moderator, '/dashboard/suggestions');
    await queue.getByRole('link', { name: 'Suggestions' }).first().waitFor();
    const card = queue.getByRole('article').filter({ hasText: SCHOOL });
    await card.waitFor();
    expect(await card.textContent()).toContain(SOURCE);
    expect(await card.textContent()).toContain('agrees to be named');
    expect(await axeViolations(queue)).toEqual([]);
    await card.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => status(queue)).toMatch(/^Suggestion \d+ accepted: the data has changed\.$/);
    await queue.close();

    const found = await api<{ data: { id: number; name: string }[] }>(`/schools?q=${encodeURIComponent(SCHOOL)}`, null);
    const school = found.body.data.find((s) => s.name === SCHOOL)!;
    expect(school).toBeDefined();
    const accepted = () => receiver.received.find((m) => m.includes(reader.email) && m.includes('Your suggestion was accepted'));
    await expect.poll(accepted).toBeDefined();
    expect(accepted()).toContain(`${portal.url}/schools/${school.id}`);

    const schoolPage = await as(null, `/schools/${school.id}`);
    await schoolPage.getByRole('heading', { level: 1, name: SCHOOL }).waitFor();
    const changes = schoolPage.getByRole('region', { name: 'Changes from suggestions' });
    expect(await changes.textContent()).toMatch(/Added on \d{1,2} \w+ \d{4} from a suggestion\. Suggested by Amina\. Source:/);
    expect(await changes.getByRole('link', { name: SOURCE }).getAttribute('href')).toBe(SOURCE);
    const sources = schoolPage.getByRole('region', { name: 'Sources' });
    expect(await sources.getByRole('link').first().getAttribute('href')).toBe(SOURCE);
    expect(await schoolPage.getByRole('link', { name: 'Suggest a correction' }).getAttribute('href')).toBe(
      `/dashboard/suggestions/new?school=${school.id}`,
    );
    expect(await axeViolations(schoolPage)).toEqual([]);
    await schoolPage.close();
  });
});

describe('a declined suggestion', () => {
  it('changes nothing, and its suggester is e-mailed the reason', async () => {
    const found = await api<{ data: { id: number; website: string }[] }>('/schools?state=Kano&per_page=100', null);
    const target = found.body.data.find((s) => !s.website)!;
    const before = await api<unknown>(`/schools/${target.id}`, null);

    const form = await as(reader, `/dashboard/suggestions/new?school=${target.id}`);
    await form.getByRole('heading', { level: 1, name: /^Suggest a correction to / }).waitFor();
    await chooseOption(form, /Field in question/, 'Website');
    await form.getByRole('textbox', { name: /Proposed value/ }).fill('https://wrong.example.ng');
    await form.getByRole('textbox', { name: /Source address/ }).fill(DECLINE_SOURCE);
    expect(await axeViolations(form)).toEqual([]);
    await form.getByRole('button', { name: 'Send suggestion' }).click();
    await expect.poll(() => status(form)).toMatch(/^Thank you/);
    await form.close();

    const queue = await as(moderator, '/dashboard/suggestions');
    const card = queue.getByRole('article').filter({ hasText: DECLINE_SOURCE });
    await card.getByRole('button', { name: 'Decline' }).click();
    const dialog = queue.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /Reason/ }).fill(REASON);
    expect(await axeViolations(queue)).toEqual([]);
    await dialog.getByRole('button', { name: 'Decline suggestion' }).click();
    await expect.poll(() => status(queue)).toMatch(/^Suggestion \d+ declined: nothing has changed\.$/);
    await queue.close();

    expect(await api<unknown>(`/schools/${target.id}`, null)).toEqual(before);
    expect((await api<{ data: unknown[] }>(`/schools/${target.id}/history`, null)).body.data).toEqual([]);
    const declined = () => receiver.received.find((m) => m.includes(reader.email) && m.includes('Your suggestion was not accepted'));
    await expect.poll(declined).toBeDefined();
    expect(declined()).toContain(REASON);
    expect(await pendingSuggestions()).toEqual([]);
  });
});
