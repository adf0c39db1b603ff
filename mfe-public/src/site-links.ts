/**
 * The portal's external addresses. The spec withholds every one of them (§1, §2.2: the blog, the
 * provider, the youth fund, the five social networks and the contact e-mail), so the values below are
 * reserved example.org addresses, TO BE CONFIRMED by the product owner before launch; they are named
 * here once so that confirming them changes this file only. The phone number is withheld too and is
 * never made up: while it is null, the footer shows no phone line.
 */
export const BLOG_URL = 'https://blog.example.org/';

/** 'Powered By': the disability-inclusion organisation that provides the portal. */
export const PROVIDER = { name: 'Disability-inclusion organisation', url: 'https://provider.example.org/' };

/** 'with support from': the youth fund that supports it. */
export const SUPPORTER = { name: 'Youth fund', url: 'https://youth-fund.example.org/' };

export const SOCIAL_NETWORKS = [
  { name: 'Facebook', url: 'https://facebook.example.org/' },
  { name: 'X (Twitter)', url: 'https://x.example.org/' },
  { name: 'Instagram', url: 'https://instagram.example.org/' },
  { name: 'LinkedIn', url: 'https://linkedin.example.org/' },
  { name: 'YouTube', url: 'https://youtube.example.org/' },
] as const;

export const INFO_EMAIL = 'info@example.org';

export const CONTACT_PHONE: string | null = null;
