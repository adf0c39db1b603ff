import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from '@portal/shared/ui';
import { AppRoot } from './app-lifecycles.js';
import { matchPath, navigate, queryWith, useAddressForm, usePathname, useSearch } from './routing.js';

describe('matchPath', () => {
  it('reads named parts', () => {
    expect(matchPath('/states/:id', '/states/12')).toEqual({ id: '12' });
    expect(matchPath('/states/:id', '/states/12/')).toEqual({ id: '12' });
  });

  it('rejects other paths', () => {
    expect(matchPath('/states/:id', '/states')).toBeNull();
    expect(matchPath('/states/:id', '/states/12/x')).toBeNull();
    expect(matchPath('/about', '/')).toBeNull();
  });

  it('matches any rest after *', () => {
    expect(matchPath('/dashboard/*', '/dashboard')).toEqual({});
    expect(matchPath('/dashboard/*', '/dashboard/profile')).toEqual({});
    expect(matchPath('/dashboard/*', '/dash')).toBeNull();
  });
});

describe('queryWith', () => {
  it('sets, replaces and takes out parameters, keeping the others in their order', () => {
    expect(queryWith('?state=Lagos', { view: 'gender' })).toBe('?state=Lagos&view=gender');
    expect(queryWith('?view=age&state=Lagos', { view: 'gender' })).toBe('?view=gender&state=Lagos');
    expect(queryWith('?state=Lagos&view=age', { view: null })).toBe('?state=Lagos');
    expect(queryWith('?view=age', { view: null })).toBe('');
    expect(queryWith('', { state: 'Akwa Ibom' })).toBe('?state=Akwa+Ibom');
  });
});

function Where() {
  return <p>{usePathname()}</p>;
}

describe('navigate', () => {
  it('changes the path and re-renders what reads it', () => {
    render(<Where />);
    act(() => navigate('/about'));
    expect(screen.getByText('/about')).toBeTruthy();
    act(() => window.history.back());
  });
});

/** A one-field GET form whose query is the address, as a filtered list has. */
function NameForm() {
  const form = useAddressForm(new URLSearchParams(useSearch()).get('name') ?? '', (name) => `/list?name=${name}`);
  return (
    <form onSubmit={form.submit}>
      <label htmlFor="name">Name</label>
      <input id="name" value={form.fields} onChange={(event) => form.setFields(event.target.value)} />
      <button type="submit">Show</button>
    </form>
  );
}

describe('useAddressForm', () => {
  it('keeps what the user types, goes to its address on submit, and follows the address when Back changes it', async () => {
    window.history.replaceState(null, '', '/list?name=Ada');
    const user = userEvent.setup();
    render(<NameForm />);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' });
    expect(field.value).toBe('Ada');
    await user.clear(field);
    await user.type(field, 'Bola');
    expect(field.value).toBe('Bola');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(window.location.search).toBe('?name=Bola');
    act(() => navigate('/list?name=Chidi'));
    expect(field.value).toBe('Chidi');
    await user.type(field, 'nma');
    act(() => {
      window.history.replaceState(null, '', '/list?name=Ada');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(field.value).toBe('Ada');
  });
});

describe('a page in another language', () => {
  it('gives its apps the path without the language, and keeps the language in every link and navigation', async () => {
    window.history.pushState(null, '', '/ha/states/1');
    function Page() {
      return (
        <>
          <p>{usePathname()}</p>
          <Link href="/laws">Laws</Link>
        </>
      );
    }
    render(<AppRoot Root={Page} props={{}} locale="ha" />);
    expect(screen.getByText('/states/1')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Laws' }).getAttribute('href')).toBe('/ha/laws');
    await userEvent.click(screen.getByRole('link', { name: 'Laws' }));
    expect(window.location.pathname).toBe('/ha/laws');
    expect(screen.getByText('/laws')).toBeTruthy();
    act(() => navigate('/?state=Kano'));
    expect(window.location.pathname + window.location.search).toBe('/ha?state=Kano');
    window.history.pushState(null, '', '/');
  });
});
