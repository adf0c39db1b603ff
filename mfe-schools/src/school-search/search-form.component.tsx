import { useMemo, useRef, type ComponentType } from 'react';
import { Button, Input, Label, TextField } from '@portal/shared/ui';
import type { OptionSelectProps } from './option-select.component.js';
import { schoolsWords } from '../i18n/words.js';
import { ANY_IMPAIRMENT_KEY, impairmentOptions } from './impairments.js';
import { ANY_TYPE_KEY, typeOptions } from './school-types.js';
import type { SchoolSearch } from './use-school-search.js';

/**
 * §2.8 and §5: the name box, the type dropdown, the impairment dropdown (issue 17: it joins the union),
 * Search and Reset. Both buttons stay disabled while every input is empty; Enter in the name box searches,
 * as in any search form, or warns when nothing is given. The dropdowns are the caller's: React Aria's in
 * the portal, the browser's own in the light widget.
 */
export function SearchForm({ search, Select }: { search: SchoolSearch; Select: ComponentType<OptionSelectProps> }) {
  const nameInput = useRef<HTMLInputElement>(null);
  const words = schoolsWords.useWords();
  const types = useMemo(() => typeOptions(words), [words]);
  const impairments = useMemo(() => impairmentOptions(words), [words]);
  const reset = () => {
    search.reset();
    // Reset disables itself; focus would fall to the page's start, so it goes to the name box instead.
    nameInput.current?.focus();
  };
  return (
    <form
      role="search"
      aria-label={words('searchSchools')}
      className="schools-search"
      onSubmit={(event) => {
        event.preventDefault();
        search.search();
      }}
    >
      <TextField className="schools-field" value={search.draft.name} onChange={search.setName}>
        <Label className="schools-label">{words('schoolNameLabel')}</Label>
        <Input
          ref={nameInput}
          className="schools-input"
          type="search"
          autoComplete="off"
          onKeyDown={(event) => {
            // With Search disabled the browser ignores Enter; the visitor gets the §5 warning instead of silence.
            if (event.key === 'Enter' && !search.canSearch) {
              event.preventDefault();
              search.search();
            }
          }}
        />
      </TextField>
      <Select
        label={words('schoolTypeLabel')}
        options={types}
        value={search.draft.type || ANY_TYPE_KEY}
        onChange={(id) => search.setType(id === ANY_TYPE_KEY ? '' : id)}
      />
      <Select
        label={words('impairmentLabel')}
        options={impairments}
        value={search.draft.impairment || ANY_IMPAIRMENT_KEY}
        onChange={(id) => search.setImpairment(id === ANY_IMPAIRMENT_KEY ? '' : id)}
      />
      <div className="schools-search__buttons">
        <Button type="submit" className="schools-button" isDisabled={!search.canSearch}>
          {words('search')}
        </Button>
        <Button className="schools-button schools-button--secondary" isDisabled={!search.canSearch} onPress={reset}>
          {words('reset')}
        </Button>
      </div>
    </form>
  );
}
