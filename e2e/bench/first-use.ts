/**
 * Issue 37's 'first use' figures: on the reference phone (this machine slowed to Lighthouse's reference
 * device by the calibrated CPU slowdown, and Lighthouse's Slow 4G), how long after a person's first tap or
 * key (for a control used in two steps, the press that asks for the answer: Show) a control of a public
 * page shows its answer, and how many bytes that input made the browser fetch.
 *
 * Each run is a fresh browser context (empty cache, the service worker bypassed, so it cannot answer from
 * its cache) that loads the page, waits for `load` and then 1.5 s or nothing, and makes the input with
 * Puppeteer's mouse or keyboard (Chromium's `Input.dispatch*`: a real input, queued behind whatever the
 * page's main thread is doing). The network is slowed outside the browser (`slow-network.ts`), for every
 * request the browser makes. A script added before the page's own takes the input's `timeStamp` in a
 * capture listener (when Chromium received it, so time the input waited for a busy main thread counts),
 * then checks at every frame whether the answer is visible, and takes the time after the frame that
 * painted it (a message posted from that frame's `requestAnimationFrame` runs once it is painted). Where
 * the input leads to another page (a link pressed before its region hydrated, a form sent), both times are on the
 * wall clock of the same tab's `sessionStorage`, so the answer is looked for on the page it led to.
 * 'View All' is measured on this machine as a desktop instead, unthrottled, on a page loaded with its network
 * idle, as issue 37 gives its budget (500 ms on the test machine).
 */
import { Locator, type Browser, type Page } from 'puppeteer-core';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { screenEmulationMetrics, throttling } from 'lighthouse/core/config/constants.js';
import { launchPuppeteerBrowser } from '../src/browser.js';
import { startSlowNetwork } from './slow-network.js';
import { cpuSlowdownFor, median, type Calibration } from './lighthouse.js';

/** Issue 37: the first use of a control answers within 200 ms on the reference phone, after 1.5 s on the page. */
export const FIRST_USE_BUDGET_MS = 200;
/** Issue 37: 'View All' pressed once on a loaded page opens its dialog within 500 ms on this machine, unthrottled. */
export const DESKTOP_BUDGET_MS = 500;
/** A laptop's window, as the browser tests use. */
const DESKTOP_SCREEN = { width: 1280, height: 900 };

const RUNS = Number(process.env.FIRST_USE_RUNS ?? 5);
/** Only the controls whose name holds this text (`FIRST_USE_ONLY="View All"`), to measure one again. */
const ONLY = process.env.FIRST_USE_ONLY;
/** How long an answer may take before the run counts as unanswered (a lost input never answers). */
export const ANSWER_TIMEOUT_MS = 30_000;
/** The network is taken as settled after the answer once no byte has moved this long. */
const NETWORK_QUIET_MS = 1_000;

/**
 * Lighthouse's Slow 4G: its round trip and download from its own constants (150 ms, 1.6 Mbit/s), and 750
 * kbit/s up, as its simulation takes them; one round trip per request, as DevTools applies it.
 */
const SLOW_4G = { rttMs: throttling.mobileSlow4G.rttMs, downKbps: throttling.mobileSlow4G.throughputKbps, upKbps: 750 };
/** Lighthouse's mobile screen (a Moto G Power: 412 × 823 CSS pixels at 1.75); its typing leaves `undefined` possible. */
const PHONE_SCREEN = screenEmulationMetrics.mobile as { width: number; height: number; deviceScaleFactor: number };

/**
 * What counts as the answer, in the page: any of these visible. `path` limits one to the page the input
 * led to; `text` is the element's whole text; `focusMovedOnMap` is focus on another state of the map
 * than the one focused at the input.
 */
type Answer = { selector: string; text?: string; path?: string } | { focusMovedOnMap: true };

export type Moment = 'after 1.5 s' | 'at once';
const MOMENTS: { moment: Moment; waitMs: number }[] = [
  { moment: 'after 1.5 s', waitMs: 1_500 },
  { moment: 'at once', waitMs: 0 },
];

/** Where a control is measured: the reference phone, or this machine as a desktop, unthrottled. */
export type Device = 'phone' | 'desktop';

interface Control {
  page: string;
  name: string;
  /** The reference phone unless said. */
  device?: Device;
  answer: Answer[];
  /**
   * Where a use takes more than one input (a choice, then Show): the control whose press asks for the
   * answer. The wait is timed from that press, not from the first input, since the time between them is
   * the person's (`PAUSE_BEFORE_ASKING_MS`); the bytes are counted from the first input.
   */
  askedBy?: string;
  /** The person's input, from the page as loaded. */
  use(page: Page): Promise<void>;
}

const menu = (pagePath: string): Control => ({
  page: pagePath,
  name: 'Menu',
  // The menu as a native dialog (before the top bar has hydrated), the slide-out one (after), or the menu
  // page where Menu was still a link when it was pressed (before issue 37).
  answer: [{ selector: 'dialog[open]' }, { selector: '[role="dialog"]' }, { selector: 'h1', path: '/menu' }],
  use: (page) => page.locator('#portal-header .menu-button').click(),
});

/** The element with this role and whole accessible name (Puppeteer's ARIA query), within `scope` if given. */
const byRole = (page: Page, role: string, name: string, scope = '') =>
  page.locator(`${scope} ::-p-aria([name=${JSON.stringify(name)}][role=${JSON.stringify(role)}])`.trim());

/** Presses the control named `name`, whichever of its two roles it has: the page's before hydration or the app's after. */
const pressEither = (page: Page, [before, after]: ['tab' | 'link', 'link' | 'button'], name: string) =>
  Locator.race([byRole(page, before, name), byRole(page, after, name)]).click();

/**
 * A person's pause between choosing and asking, in a use of two inputs: the Keystroke-Level Model's
 * pointing (1.1 s) to reach Show after the choice, less the press itself, which is timed. Playwright's
 * checks before a click took 160–1,600 ms here before this bench drove Chromium through Puppeteer.
 */
const PAUSE_BEFORE_ASKING_MS = 1_000;

const CONTROLS: Control[] = [
  menu('/'),
  {
    page: '/',
    name: 'statistics tab Gender',
    answer: [{ selector: 'h1, h2, h3, h4', text: 'Persons with disabilities by gender' }],
    // A tab (a link to `?view=gender` in the role of a tab, switched by the page script until the page has
    // hydrated); a plain link to that view's page in the commits of issue 37 before the page script switched it.
    use: (page) => pressEither(page, ['tab', 'link'], 'Gender'),
  },
  {
    page: '/',
    name: 'state dropdown: Lagos, Show',
    answer: [{ selector: 'h1, h2, h3', text: 'Overview of Lagos Disability Policy' }],
    // Show; before issue 37, the option itself.
    askedBy: '#portal-header button[type="submit"], [role="option"]',
    async use(page) {
      const select = await page.$('#portal-header select[name="state"]');
      if (select && (await select.isVisible())) {
        // The browser's own select: 'L' picks Lagos (the only state under L), then Show.
        await select.focus();
        await page.keyboard.press('L');
        await new Promise((resolve) => setTimeout(resolve, PAUSE_BEFORE_ASKING_MS));
        await byRole(page, 'button', 'Show', '#portal-header').click();
      } else {
        // Before issue 37: a React Aria Select ('State' and its value), whose option takes effect when pressed.
        await page.locator('#portal-header button[aria-haspopup="listbox"]').setTimeout(ANSWER_TIMEOUT_MS).click();
        await byRole(page, 'option', 'Lagos').setTimeout(ANSWER_TIMEOUT_MS).click();
      }
    },
  },
  {
    page: '/',
    name: 'map: → from the first state',
    answer: [{ focusMovedOnMap: true }],
    async use(page) {
      // The map's tab stop: its first state that takes focus, the state itself or the link around it.
      await page.evaluate(() => {
        const states = [...document.querySelectorAll<HTMLElement | SVGElement>('[role="group"] [id^="NG"]')];
        const focusable = states
          .map((state) => (state.tabIndex >= 0 ? state : state.closest<HTMLElement | SVGElement>('a[href]')))
          .find((element) => element !== null);
        focusable?.focus();
      });
      await page.keyboard.press('ArrowRight');
    },
  },
  menu('/states/1'),
  {
    page: '/',
    name: "'View All'",
    device: 'desktop',
    // The schools dialog, whose app (mfe-schools) loads at this press.
    answer: [{ selector: '[role="dialog"]' }],
    // A link to the schools until the page has hydrated, then the button that opens the dialog.
    use: (page) => pressEither(page, ['link', 'button'], 'View All'),
  },
];

/** In the page, before its own scripts (see the file's comment). Plain JavaScript: it is sent as text. */
const RECORDER = `(() => {
  const KEY = 'bench-first-use';
  const read = () => JSON.parse(sessionStorage.getItem(KEY) || 'null');
  const write = (state) => sessionStorage.setItem(KEY, JSON.stringify(state));
  const stateIdOf = (element) => {
    const state = element && (element.closest('[id^="NG"]') || element.querySelector('[id^="NG"]'));
    return state && state.closest('[role="group"]') ? state.id : null;
  };
  const visible = (element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && element.getClientRects().length > 0;
  const shows = (answer, state) => {
    if (answer.focusMovedOnMap) {
      const id = stateIdOf(document.activeElement);
      return id !== null && id !== state.startStateId;
    }
    if (answer.path && location.pathname !== answer.path) return false;
    return [...document.querySelectorAll(answer.selector)].some(
      (element) => (answer.text === undefined || element.textContent.trim() === answer.text) && visible(element),
    );
  };
  const watch = () => {
    const frame = () => {
      const state = read();
      if (!state || state.answeredAt) return;
      if (!state.answer.some((answer) => shows(answer, state))) return void requestAnimationFrame(frame);
      const answeredOn = location.pathname + location.search;
      const painted = new MessageChannel();
      painted.port1.onmessage = () => write({ ...read(), answeredAt: performance.timeOrigin + performance.now(), answeredOn });
      painted.port2.postMessage(null);
    };
    requestAnimationFrame(frame);
  };
  for (const type of ['pointerdown', 'keydown'])
    addEventListener(
      type,
      (event) => {
        const state = read();
        if (!state || state.inputAt !== null || !event.isTrusted) return;
        const at = performance.timeOrigin + event.timeStamp;
        if (state.useStartedAt === null) write({ ...state, useStartedAt: at });
        if (state.askedBy && !(event.target instanceof Element && event.target.closest(state.askedBy))) return;
        write({ ...read(), inputAt: at, startStateId: stateIdOf(document.activeElement) });
        watch();
      },
      { capture: true },
    );
  const watchIfAsked = () => {
    const state = read();
    if (state && state.inputAt !== null && !state.answeredAt) watch();
  };
  watchIfAsked();
})();`;

interface Recorded {
  /** The first input of the use; for a use of two inputs, before `inputAt`. */
  useStartedAt: number | null;
  inputAt: number | null;
  answeredAt?: number;
  answeredOn?: string;
}

export interface FirstUseRun {
  /** From the input to the painted answer; null when no answer came within `ANSWER_TIMEOUT_MS`. */
  ms: number | null;
  /** The page the answer showed on: another than the control's where the input followed a link. */
  answeredOn: string | null;
  /**
   * Bytes the browser received for the requests it made from the first input of the use on (for a choice
   * then Show, from the choice: what the choice made the browser prepare counts).
   */
  bytesAfterInput: number;
}

export interface FirstUseFigures {
  page: string;
  control: string;
  device: Device;
  moment: Moment;
  runs: FirstUseRun[];
  /** Median of the answered runs; null if none answered. */
  medianMs: number | null;
  medianBytes: number;
  calibration: Calibration;
}

/** Lighthouse's own benchmark, run in a blank page of the same Chromium: the median of three. */
async function calibrate(browser: Browser): Promise<Calibration> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const indexes: number[] = [];
  for (let i = 0; i < 3; i++) indexes.push((await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`)) as number);
  await context.close();
  const benchmarkIndex = median(indexes);
  return { benchmarkIndex, indexes, ...cpuSlowdownFor(benchmarkIndex) };
}

const BLOCK_SERVICE_WORKER = `ServiceWorkerContainer.prototype.register = () => Promise.reject(new Error('No service worker in the bench'));`;

/** This machine's own network, through the same proxy, so that the bytes are counted alike. */
const UNTHROTTLED = { rttMs: 0, downKbps: Infinity, upKbps: Infinity };

/** What the page has recorded. */
async function recorded(page: Page): Promise<Recorded | null> {
  try {
    return await page.evaluate(() => JSON.parse(sessionStorage.getItem('bench-first-use') ?? 'null') as Recorded | null);
  } catch {
    return null; // between two pages
  }
}

async function runOnce(browser: Browser, baseUrl: string, control: Control, waitMs: number, slowdown: number): Promise<FirstUseRun> {
  const phone = control.device !== 'desktop';
  const network = await startSlowNetwork(baseUrl, phone ? SLOW_4G : UNTHROTTLED);
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    // No service worker, as Playwright's `serviceWorkers: 'block'` had it: not answering (bypassed), nor
    // installing, which fetched the offline pages over the slow network.
    await page.setBypassServiceWorker(true);
    await page.evaluateOnNewDocument(BLOCK_SERVICE_WORKER);
    await page.evaluateOnNewDocument(RECORDER);
    if (phone) {
      await page.setViewport({
        width: PHONE_SCREEN.width,
        height: PHONE_SCREEN.height,
        deviceScaleFactor: PHONE_SCREEN.deviceScaleFactor,
        isMobile: true,
      });
      await page.emulateCPUThrottling(slowdown);
    } else await page.setViewport(DESKTOP_SCREEN);
    // On a desktop, a loaded page: its prefetches done too.
    await page.goto(network.url + control.page, { waitUntil: phone ? 'load' : 'networkidle0', timeout: 120_000 });
    if (waitMs) await new Promise((resolve) => setTimeout(resolve, waitMs));
    await page.evaluate(
      ({ answer, askedBy }) =>
        sessionStorage.setItem('bench-first-use', JSON.stringify({ answer, askedBy, useStartedAt: null, inputAt: null })),
      { answer: control.answer, askedBy: control.askedBy },
    );
    const deadline = Date.now() + ANSWER_TIMEOUT_MS;
    await control.use(page);
    let state = await recorded(page);
    while (!state?.answeredAt && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      state = await recorded(page);
    }
    if (!state?.inputAt || !state.useStartedAt) throw new Error(`${control.page} ${control.name}: the page saw no input`);
    await network.settled(NETWORK_QUIET_MS, Date.now() + 10_000);
    return {
      ms: state.answeredAt ? Math.round(state.answeredAt - state.inputAt) : null,
      answeredOn: state.answeredOn ?? null,
      bytesAfterInput: network.bytesOfRequestsSince(state.useStartedAt),
    };
  } finally {
    await context.close();
    await network.close();
  }
}

/**
 * Each control of `CONTROLS`, at each moment, `RUNS` times, with the CPU slowdown this machine's
 * `benchmarkIndex` calls for, measured again before each control (a shared machine's speed moves).
 */
export async function measureFirstUse(baseUrl: string): Promise<FirstUseFigures[]> {
  const browser = await launchPuppeteerBrowser();
  try {
    const figures: FirstUseFigures[] = [];
    for (const control of CONTROLS.filter((candidate) => !ONLY || candidate.name.includes(ONLY))) {
      const calibration = await calibrate(browser);
      for (const { moment, waitMs } of MOMENTS) {
        const runs: FirstUseRun[] = [];
        for (let i = 0; i < RUNS; i++) runs.push(await runOnce(browser, baseUrl, control, waitMs, calibration.multiplier));
        const answered = runs.flatMap((run) => (run.ms === null ? [] : [run.ms]));
        // The table comes at the end of a long run; this says how far it has got.
        console.error(`first use ${control.page} ${control.name}, ${moment}: ${runs.map((run) => run.ms ?? '—').join(', ')} ms`);
        figures.push({
          page: control.page,
          control: control.name,
          device: control.device ?? 'phone',
          moment,
          runs,
          medianMs: answered.length ? median(answered) : null,
          medianBytes: median(runs.map((run) => run.bytesAfterInput)),
          calibration,
        });
      }
    }
    return figures;
  } finally {
    await browser.close();
  }
}

export const SLOW_4G_DESCRIPTION = `Slow 4G (${SLOW_4G.rttMs} ms latency, ${(SLOW_4G.downKbps / 1024).toFixed(1)} Mbit/s down, ${SLOW_4G.upKbps} kbit/s up)`;
