import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoaderContext } from 'webpack';
import precompileCatalogue from './precompile-loader.js';

let dir: string;
const catalogue = {
  hello: { message: 'Sannu {name}', review: 'draft' },
  bye: { message: 'Sai an jima', review: 'reviewed' },
  count: { message: '{n, plural, one {# rahoto} other {# rahotanni}}', review: 'draft' },
};

beforeAll(async () => {
  // Inside the package: the test runner imports the parts module as the build does, from within its root.
  dir = await mkdtemp(path.join(import.meta.dirname, 'catalogue-parts-'));
  await mkdir(path.join(dir, 'i18n', 'messages'), { recursive: true });
  await writeFile(path.join(dir, 'i18n', 'parts.ts'), "export const WORD_PARTS = { greetings: ['hello', 'bye'], counts: ['count'] };\n");
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** What the loader gives for the catalogue imported with `query`, and the files it said it read. */
async function load(query: string) {
  const dependencies: string[] = [];
  const context = {
    resourcePath: path.join(dir, 'i18n', 'messages', 'ha.json'),
    resourceQuery: query,
    addDependency: (file: string) => void dependencies.push(file),
  } as unknown as LoaderContext<unknown>;
  const code = await precompileCatalogue.call(context, JSON.stringify(catalogue));
  return {
    module: JSON.parse(code.replace(/^export default /, '').replace(/;$/, '')) as Record<string, { message: unknown; review: string }>,
    dependencies,
  };
}

describe('the catalogue loader', () => {
  it('gives the whole catalogue, parsed, without a part', async () => {
    const { module } = await load('');
    expect(Object.keys(module)).toEqual(['hello', 'bye', 'count']);
    expect(module.hello).toEqual({
      message: [
        { type: 0, value: 'Sannu ' },
        { type: 1, value: 'name' },
      ],
      review: 'draft',
    });
  });

  it("gives a part's texts alone, as the app declares them beside its messages, and rebuilds when they change", async () => {
    const { module, dependencies } = await load('?part=greetings');
    expect(Object.keys(module)).toEqual(['hello', 'bye']);
    expect(module.bye!.review).toBe('reviewed');
    expect(dependencies).toEqual([path.join(dir, 'i18n', 'parts.ts')]);
    expect(Object.keys((await load('?part=counts')).module)).toEqual(['count']);
  });

  it('fails the build on a part the app does not declare', async () => {
    await expect(load('?part=nowhere')).rejects.toThrow('declares no part "nowhere"');
  });
});
