import { describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { PRODUCT_NAME, messages } from '@portal/shared';
import type { SiteLinks } from '@portal/shared/contracts';
import { Footer } from './footer.component.js';
import { fetchSiteLinks } from '../data/public-data.js';
import { expectNoAxeViolations } from '@portal/shared/testing';
import { stubApi, watchBus } from '../test-support/fixtures.js';
import { publicWords } from '../i18n/words.js';

const en = publicWords.in('en');

watchBus();

const CONFIGURED: SiteLinks = {
  email: 'info@portal.test',
  phone: '0803 555 0100',
  blog: 'https://blog.portal.test/',
  provider: { name: 'Inclusion Network', url: 'https://inclusion.test/' },
  supporter: { name: 'Youth Fund', url: 'https://youthfund.test/' },
  social: [
    { name: 'Facebook', url: 'https://facebook.test/portal' },
    { name: 'LinkedIn', url: 'https://linkedin.test/portal' },
  ],
  reportByPhone: { sms: null, ussd: null },
};

/** Renders the footer and waits until it has the server's configuration (the same, cached, request). */
async function renderFooter() {
  render(
    <footer>
      <Footer />
    </footer>,
  );
  await act(() => fetchSiteLinks());
}

const footerLinks = () =>
  within(screen.getByRole('navigation', { name: 'Footer' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('the footer', () => {
  it('carries the tagline, the logo and the site links, the laws and figures pages among them', async () => {
    stubApi();
    await renderFooter();
    expect(screen.getByText(en('tagline'))).toBeTruthy();
    expect(screen.getByRole('link', { name: PRODUCT_NAME }).getAttribute('href')).toBe('/');
    expect(footerLinks()).toEqual([
      ['About', '/about'],
      ['Eye Witness', '/eyewitnesspage'],
      [messages.lawsPageTitle, '/laws'],
      [messages.figuresPageTitle, '/figures'],
    ]);
    await expectNoAxeViolations();
  });

  it('shows no e-mail, phone, blog, partner or social line while the portal has none configured', async () => {
    stubApi();
    await renderFooter();
    expect(screen.queryByRole('heading', { name: 'Contact' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Follow us' })).toBeNull();
    expect(screen.queryByText(/Powered By|with support from/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Blog' })).toBeNull();
    expect(screen.getAllByRole('link').filter((link) => /^(mailto|tel):/.test(link.getAttribute('href') ?? ''))).toEqual([]);
  });

  it('shows the e-mail, phone, blog, credits and social links once they are configured', async () => {
    stubApi({ site: CONFIGURED });
    await renderFooter();
    expect(screen.getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe(CONFIGURED.blog);
    expect(screen.getByRole('link', { name: 'info@portal.test' }).getAttribute('href')).toBe('mailto:info@portal.test');
    expect(screen.getByRole('link', { name: '0803 555 0100' }).getAttribute('href')).toBe('tel:08035550100');
    expect(screen.getByText(/Powered By/).textContent).toBe('Powered By Inclusion Network with support from Youth Fund');
    expect(screen.getByRole('link', { name: 'Youth Fund' }).getAttribute('href')).toBe('https://youthfund.test/');
    const social = screen.getByRole('heading', { name: 'Follow us' }).parentElement!;
    expect(
      within(social)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(CONFIGURED.social.map((network) => network.url));
    await expectNoAxeViolations();
  });
});
