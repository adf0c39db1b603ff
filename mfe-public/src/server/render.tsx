/**
 * mfe-public's server entry: renders the top bar, the page and the footer to HTML from the same components
 * the browser mounts, with the data they show, so the browser hydrates them instead of rendering again.
 * Built apart (webpack.config.ts, target node) into dist/server/; the API finds it through
 * dist/server/manifest.json. Each render asks the components what they load, loads it through the API's
 * own routes (`request.get`), and renders again until nothing new is asked for.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { AxiosError, type AxiosAdapter, type AxiosResponse } from 'axios';
import { AppRoot, NOT_FOUND_PAGE, api, pageAt, renderingOnServer } from '@portal/shared';
import type { Load } from '@portal/shared/data';
import type { ApiAnswer, ServerRegion, ServerRender, ServerRenderRequest, ServerRenderResult } from '@portal/shared/server-render';
import { App } from '../app.component.js';
import { TopBar } from '../top-bar/top-bar.component.js';
import { Footer } from '../footer/footer.component.js';
import { forgetLoadedData } from '../data/public-data.js';
import { PUBLIC_PAGES } from '../pages.js';
import { pageHead } from './head.js';

const ROOTS: Record<ServerRegion, ComponentType> = { header: TopBar, page: App, footer: Footer };

/** Renders again while the last render asked for data it did not have: a load that needs another's answer takes a pass more. */
const MAX_PASSES = 4;

// The API client's requests of one render go to that render's `get`: the client is one module-wide object.
const currentGet = new AsyncLocalStorage<ServerRenderRequest['get']>();
const inProcess: AxiosAdapter = async (config) => {
  const get = currentGet.getStore();
  if (!get) throw new AxiosError('No server render is under way', AxiosError.ERR_BAD_REQUEST, config);
  const answer: ApiAnswer = await get(api.getUri(config));
  const response: AxiosResponse = { data: answer.body, status: answer.status, statusText: '', headers: {}, config, request: null };
  if (answer.status >= 400) {
    throw new AxiosError(`The API answered ${answer.status}`, AxiosError.ERR_BAD_RESPONSE, config, null, response);
  }
  return response;
};
api.defaults.adapter = inProcess;

export async function render(request: ServerRenderRequest): Promise<ServerRenderResult> {
  // The data module keeps what it loaded for the page's lifetime: in a server, that would be for ever.
  forgetLoadedData();
  const url = new URL(request.url, request.origin);
  const loads = new Map<string, Load<unknown>>();
  const failed = new Set<string>();
  const regions: ServerRenderResult['regions'] = {};
  let notFound = false;
  for (const region of request.regions) {
    const state: ServerRender = { url, loads, wanted: new Map(), notFound: false };
    const Root = ROOTS[region];
    let html = '';
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      state.wanted.clear();
      state.notFound = false;
      html = renderingOnServer(state, () => renderToString(<AppRoot Root={Root} props={{}} />));
      const wanted = [...state.wanted].filter(([key]) => !failed.has(key));
      if (wanted.length === 0) break;
      await Promise.all(
        wanted.map(([key, loader]) =>
          currentGet
            .run(request.get, () => loader(new AbortController().signal))
            .then(
              (data) => void loads.set(key, { status: 'ready', data }),
              // Shown as loading: the browser asks again, as it would have without the server.
              () => void failed.add(key),
            ),
        ),
      );
    }
    regions[region] = html;
    if (region === 'page') notFound = state.notFound;
  }
  const data = Object.fromEntries([...loads].map(([key, load]) => [key, load.status === 'ready' ? load.data : null]));
  const { page, params } = pageAt(PUBLIC_PAGES, url.pathname);
  const shown = notFound ? NOT_FOUND_PAGE : page;
  return {
    status: notFound ? 404 : 200,
    head: request.regions.includes('page') ? pageHead({ page: shown, params, url, data }) : '',
    regions,
    data,
  };
}
