import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppRoot } from '../app-lifecycles.js';
import { SelectField } from '../forms/index.js';
import { sharedWords } from './shared-words.js';
import { giveReactAriaOurWords } from './react-aria-words.js';

function Field() {
  const [value, setValue] = useState<string | null>(null);
  return <SelectField id="kind" label="Irin rahoto" options={['Shaida', 'Tambaya']} value={value} onChange={setValue} />;
}

// Its own file: React Aria reads the page's words once per page, as a browser does.
beforeAll(async () => {
  await sharedWords.load('ha');
  giveReactAriaOurWords('ha');
});

describe("React Aria's own words on a page in Hausa", () => {
  it("are ours: the select's empty value and its list's hidden dismiss buttons, with no English left", async () => {
    render(<AppRoot Root={Field} props={{}} locale="ha" />);
    const select = screen.getByRole('button', { name: /Irin rahoto/ });
    expect(select.textContent).toContain('Zaɓi…');
    await userEvent.click(select);
    expect(screen.getByRole('listbox')).toBeTruthy();
    const dismiss = screen.getAllByRole('button', { name: 'Rufe', hidden: true });
    expect(dismiss.length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('button', { name: 'Dismiss', hidden: true })).toEqual([]);
  });
});
