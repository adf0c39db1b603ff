import { beforeAll, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { PRODUCT_NAME, lastValue, messages, navigate, pageAt, publish } from '@portal/shared';
import { PUBLIC_PAGES } from './pages.js';
import { AUDIENCE } from './i18n/parts.js';
import { publicWords } from './i18n/words.js';
import { expectNoAxeViolations } from '@portal/shared/testing';
import { ADA, UNCONFIGURED_SITE, stubApi, watchBus } from './test-support/fixtures.js';
import { renderAppAt, renderInPortal } from './test-support/portal-frame.js';
import { EyewitnessIntroPage } from './eyewitness/eyewitness-intro.page.js';
import { loadPageWords } from './pages.js';

const en = publicWords.in('en');

watchBus();

function open(path: string) {
  stubApi();
  return renderAppAt(path);
}

const h1 = () => screen.getByRole('heading', { level: 1 });

describe('the public pages', () => {
  it.each([
    ['/', 'Home'],
    ['/about', 'About'],
    ['/blog', 'Blog'],
    ['/opportunities', 'Opportunities'],
    ['/states/7', 'State disability policy'],
    ['/eyewitnesspage', 'Eyewitness'],
    ['/reports/5', messages.reportPageTitle],
    ['/laws', messages.lawsPageTitle],
    ['/figures', messages.figuresPageTitle],
    ['/no/such/page', messages.pageNotFound],
  ])('names %s "%s" in the title', (path, title) => {
    expect(pageAt(PUBLIC_PAGES, path).page.title('en')).toBe(title);
  });

  it('About tells the mission, the problem, who needs the platform and the technology', async () => {
    await open('/about');
    expect(h1().textContent).toBe(`About the ${PRODUCT_NAME}`);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      expect.arrayContaining(['Our mission', 'The problem', 'Who needs the platform', 'Technology for social impact']),
    );
    const audience = screen.getByRole('region', { name: 'Who needs the platform' });
    expect(
      within(audience)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(AUDIENCE.map((group) => publicWords.in('en')(group)));
    expect(screen.getByRole('link', { name: /CC BY 4.0/ }).getAttribute('href')).toBe('https://creativecommons.org/licenses/by/4.0/');
    await expectNoAxeViolations();
  });

  it.each([
    ['/laws', messages.lawsPageTitle],
    ['/figures', messages.figuresPageTitle],
  ])('%s opens the page titled %s', async (path, title) => {
    await open(path);
    expect(h1().textContent).toBe(title);
  });

  it.each([
    ['/blog', 'Blog'],
    ['/opportunities', 'Opportunities'],
  ])('%s is a placeholder page', async (path, title) => {
    await open(path);
    expect(h1().textContent).toBe(title);
    expect(screen.getByText(`${title} will be published here soon.`)).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('Eyewitness says reports are published after review and verified only once checked, and sends a signed-out visitor to log in', async () => {
    await open('/eyewitnesspage');
    expect(h1().textContent).toBe('Eyewitness');
    // The promise matches the process: review before publication, Verified only for checked facts.
    expect(screen.getByText(en('reviewNotice')).textContent).toMatch(
      /before it is published.*Verified only when its facts have been checked/,
    );
    expect(screen.getByRole('link', { name: en('logInToReport') }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('link', { name: en('submitReport') })).toBeNull();
    expect(await screen.findByText(en('noPublishedReports'))).toBeTruthy();
    // No gateway configured: no number to send anyone to.
    expect(screen.queryByRole('region', { name: en('phoneReportHeading') })).toBeNull();
    await expectNoAxeViolations();
  });

  describe('Eyewitness with reports by phone configured', () => {
    const KEYWORDS = { en: 'REPORT', pcm: 'REPORT', ha: 'RAHOTO', yo: 'IROYIN', ig: 'AKUKO' };
    const site = (reportByPhone: typeof UNCONFIGURED_SITE.reportByPhone) => ({ ...UNCONFIGURED_SITE, reportByPhone });
    beforeAll(() => loadPageWords('/ha/eyewitnesspage', 'ha'));

    it('tells how to report from any phone: the USSD code, the SMS number and what to write, and that the network may charge', async () => {
      stubApi({ site: site({ sms: { number: '+234 700 000 0111', keywords: KEYWORDS }, ussd: '*384*123#' }) });
      await renderAppAt('/eyewitnesspage');
      const byPhone = await screen.findByRole('region', { name: 'Report from any phone' });
      expect([...byPhone.querySelectorAll('p')].map((paragraph) => paragraph.textContent)).toEqual([
        en('phoneReportIntro'),
        'Dial *384*123# and answer the questions on your screen.',
        'Send an SMS to +234 700 000 0111: REPORT, the state, then what happened, such as “REPORT Kano No ramp at the general hospital”.',
        en('phoneReportCost'),
      ]);
      await expectNoAxeViolations();
    });

    it("gives the report word of the page's language, which the answers come in, and only the ways configured", async () => {
      stubApi({ site: site({ sms: { number: '32811', keywords: KEYWORDS }, ussd: null }) });
      renderInPortal(<EyewitnessIntroPage />, 'ha');
      const byPhone = await screen.findByRole('region', { name: 'Kai rahoto daga kowace waya' });
      expect(byPhone.textContent).toContain('Aika SMS zuwa 32811: RAHOTO, jihar,');
      expect(byPhone.querySelectorAll('p')).toHaveLength(3);
    });
  });

  it('Eyewitness sends a signed-in user to the dashboard', async () => {
    publish('session', ADA);
    await open('/eyewitnesspage');
    expect(screen.getByRole('link', { name: en('submitReport') }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByRole('link', { name: en('logInToReport') })).toBeNull();
    expect(await screen.findByText(en('noPublishedReports'))).toBeTruthy();
  });

  it("any other path is 'Page not found' with 'Back to Home'", async () => {
    await open('/no/such/page');
    expect(h1().textContent).toBe(messages.pageNotFound);
    expect(screen.getByRole('link', { name: messages.backToHome }).getAttribute('href')).toBe('/');
    await expectNoAxeViolations();
  });

  it('names the state the home page shows in its title, and only while it shows one', async () => {
    await open('/?state=ondo');
    expect(await screen.findByRole('heading', { name: 'Overview of Ondo Disability Policy' })).toBeTruthy();
    expect(lastValue('page')).toEqual({ path: '/', title: 'Home: Ondo' });
    act(() => publish('selection', { countryId: 1, countryName: 'Nigeria', stateId: null, stateName: '' }));
    expect(await screen.findByRole('heading', { name: 'Overview of Nigeria Disability Policy' })).toBeTruthy();
    expect(lastValue('page')).toEqual({ path: '/', title: 'Home' });
  });

  it('shows the state policy page at /states/{id}, and follows navigation between pages', async () => {
    await open('/states/27');
    expect(await screen.findByRole('heading', { level: 1, name: 'Niger Disability Policy' })).toBeTruthy();
    act(() => navigate('/about'));
    expect(h1().textContent).toBe(`About the ${PRODUCT_NAME}`);
  });
});
