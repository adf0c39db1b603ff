import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { matchPath, navigate, usePathname } from './routing.js';

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
