import { describe, expect, it } from 'vitest';
import { addressInLocale, chosenLocaleOf, localizedAddress, pathWithoutLocale, splitLocalePath } from './locale-path.js';

describe("a page's language in its address", () => {
  it('reads the language from the first part of the path, English without one', () => {
    expect(splitLocalePath('/ha/states/1')).toEqual({ locale: 'ha', path: '/states/1' });
    expect(splitLocalePath('/pcm')).toEqual({ locale: 'pcm', path: '/' });
    expect(splitLocalePath('/yo/')).toEqual({ locale: 'yo', path: '/' });
    expect(splitLocalePath('/states/1')).toEqual({ locale: 'en', path: '/states/1' });
    // Only a whole part names a language, and English never has a prefix.
    expect(splitLocalePath('/hausa/states')).toEqual({ locale: 'en', path: '/hausa/states' });
    expect(splitLocalePath('/en/states/1')).toEqual({ locale: 'en', path: '/en/states/1' });
    expect(pathWithoutLocale('/ig/schools?state=Kano')).toBe('/schools?state=Kano');
  });

  it('writes a site path in a language, keeping its query and fragment, and leaves other addresses alone', () => {
    expect(localizedAddress('ha', '/states/1')).toBe('/ha/states/1');
    expect(localizedAddress('ha', '/')).toBe('/ha');
    expect(localizedAddress('yo', '/?state=Lagos#policy')).toBe('/yo?state=Lagos#policy');
    expect(localizedAddress('ig', '/#education')).toBe('/ig#education');
    expect(localizedAddress('pcm', '/schools?q=deaf')).toBe('/pcm/schools?q=deaf');
    expect(localizedAddress('en', '/states/1')).toBe('/states/1');
    // Already in a language, or not a path of this site.
    expect(localizedAddress('ha', '/yo/states/1')).toBe('/yo/states/1');
    for (const other of ['https://example.org/', '//example.org/x', 'mailto:a@example.org', '#main-content', '?view=gender']) {
      expect(localizedAddress('ha', other)).toBe(other);
    }
  });

  it('moves a page from one language to another (the language switcher)', () => {
    expect(addressInLocale('yo', '/ha/states/1?view=gender')).toBe('/yo/states/1?view=gender');
    expect(addressInLocale('en', '/ha?state=Kano')).toBe('/?state=Kano');
    expect(addressInLocale('ig', '/laws')).toBe('/ig/laws');
  });

  it("reads the reader's chosen language from the cookie the switcher sets, ignoring anything else", () => {
    expect(chosenLocaleOf('portal-language=ha')).toBe('ha');
    expect(chosenLocaleOf('theme=dark; portal-language=en; x=1')).toBe('en');
    expect(chosenLocaleOf('portal-language=fr')).toBeUndefined();
    expect(chosenLocaleOf('my-portal-language=ha')).toBeUndefined();
    expect(chosenLocaleOf(undefined)).toBeUndefined();
  });
});
