import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { PRODUCT_NAME } from '@portal/shared';
import { Footer, TAGLINE } from './footer.component.js';
import { BLOG_URL, INFO_EMAIL, PROVIDER, SOCIAL_NETWORKS, SUPPORTER } from '../site-links.js';
import { expectNoAxeViolations, watchBus } from '../test-support/fixtures.js';

watchBus();

function renderFooter() {
  return render(
    <footer>
      <Footer />
    </footer>,
  );
}

describe('the footer', () => {
  it('carries the tagline, the logo link and the site links', async () => {
    renderFooter();
    expect(screen.getByText(TAGLINE)).toBeTruthy();
    expect(screen.getByRole('link', { name: PRODUCT_NAME }).getAttribute('href')).toBe('/');
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['About', '/about'],
      ['Eye Witness', '/eyewitnesspage'],
      ['Blog', BLOG_URL],
    ]);
    await expectNoAxeViolations();
  });

  it("credits the provider and the supporter, and names each social network's link", () => {
    renderFooter();
    const credits = screen.getByText(/Powered By/);
    expect(credits.textContent).toBe(`Powered By ${PROVIDER.name} with support from ${SUPPORTER.name}`);
    expect(screen.getByRole('link', { name: PROVIDER.name }).getAttribute('href')).toBe(PROVIDER.url);
    expect(screen.getByRole('link', { name: SUPPORTER.name }).getAttribute('href')).toBe(SUPPORTER.url);
    expect(SOCIAL_NETWORKS).toHaveLength(5);
    for (const network of SOCIAL_NETWORKS) {
      expect(screen.getByRole('link', { name: network.name }).getAttribute('href')).toBe(network.url);
    }
  });

  it('gives the info e-mail and no phone line while no number is configured', () => {
    renderFooter();
    expect(screen.getByRole('link', { name: INFO_EMAIL }).getAttribute('href')).toBe(`mailto:${INFO_EMAIL}`);
    expect(screen.getByRole('img', { name: 'E-mail' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Phone' })).toBeNull();
    expect(screen.queryAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('tel:'))).toEqual([]);
  });
});
