// Voice search in the browser, with a fake speech recognition: Chromium cannot reach Google's servers.
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { VOICE } from '../../common/constants';
import { VOICE_MESSAGES } from '../../common/messages';
import { stopClock } from './support/clock';

const microphone = (page: Page) => page.getByRole('button', { name: 'Recherche vocale' });

/** A stand-in for Chrome's webkitSpeechRecognition: "start", then after `speakMs` a final "tour eiffel", then "end". */
function fakeRecognition(speakMs: number) {
  class FakeSpeechRecognition {
    lang = '';
    interimResults = true;
    maxAlternatives = 5;
    continuous = true;
    onstart: (() => void) | null = null;
    onresult: ((event: unknown) => void) | null = null;
    onerror: ((event: unknown) => void) | null = null;
    onend: (() => void) | null = null;
    private timers: number[] = [];

    start() {
      // What the page asked for, for the test to check.
      Object.assign(window, {
        voiceSettings: {
          lang: this.lang,
          interimResults: this.interimResults,
          maxAlternatives: this.maxAlternatives,
        },
      });
      this.timers.push(window.setTimeout(() => this.onstart?.(), 20));
      this.timers.push(
        window.setTimeout(() => {
          const result = Object.assign([{ transcript: ' tour eiffel ', confidence: 0.93 }], {
            isFinal: true,
          });
          this.onresult?.({ resultIndex: 0, results: [result] });
          this.onend?.();
        }, speakMs),
      );
    }
    stop() {
      this.abort();
    }
    abort() {
      this.timers.forEach((timer) => window.clearTimeout(timer));
    }
  }
  delete (window as { SpeechRecognition?: unknown }).SpeechRecognition;
  Object.assign(window, { webkitSpeechRecognition: FakeSpeechRecognition });
}

function noRecognition() {
  delete (window as { SpeechRecognition?: unknown }).SpeechRecognition;
  delete (window as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition;
}

/** The page's clock, stopped once the page is ready: the voice machine's timers fire only as the test runs it on. */
async function openHomeOnStoppedClock(page: Page) {
  await page.clock.install();
  await page.goto('/');
  await expect(microphone(page)).toBeVisible();
  await stopClock(page);
}

const hint = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test('speaking "tour eiffel" into the microphone searches for it', async ({ page }) => {
  await page.addInitScript(fakeRecognition, 1500);
  await openHomeOnStoppedClock(page);
  await expect(microphone(page)).toHaveAttribute('aria-pressed', 'false');
  await microphone(page).click();

  // About 0.3 s of waiting, then the microphone listens.
  await expect(hint(page, VOICE_MESSAGES.waiting)).toBeVisible();
  await page.clock.runFor(VOICE.waitingMs - 1);
  await expect(microphone(page)).toHaveAttribute('aria-pressed', 'false');
  await page.clock.runFor(1);
  await expect(microphone(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(hint(page, VOICE_MESSAGES.listening)).toBeVisible();
  expect(await page.evaluate(() => (window as { voiceSettings?: unknown }).voiceSettings)).toEqual({
    lang: 'fr-FR',
    interimResults: false,
    maxAlternatives: 1,
  });

  // The visitor speaks: the transcript is searched.
  await page.clock.runFor(1500);
  await expect(page).toHaveURL(/\/search\?q=tour(\+|%20)eiffel\b/);
});

test('a second click while listening stops without searching', async ({ page }) => {
  await page.addInitScript(fakeRecognition, 3000);
  await openHomeOnStoppedClock(page);
  await microphone(page).click();
  await page.clock.runFor(VOICE.waitingMs);
  await expect(microphone(page)).toHaveAttribute('aria-pressed', 'true');
  await microphone(page).click();
  await expect(microphone(page)).toHaveAttribute('aria-pressed', 'false');
  // Well past the moment the recognition would have answered: nothing is searched.
  await page.clock.runFor(3500);
  await expect(microphone(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(page).toHaveURL(/\/$/);
});

test('on a browser without speech recognition, an alert suggests Chrome, Edge or Safari, then goes away', async ({
  page,
}) => {
  await page.addInitScript(noRecognition);
  await openHomeOnStoppedClock(page);
  await microphone(page).click();
  const alert = page.getByRole('alert').filter({ hasText: VOICE_MESSAGES.unsupported });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Chrome, Edge ou Safari');
  // Still there just before the 3 s, gone at 3 s.
  await page.clock.runFor(VOICE.unsupportedResetMs - 1);
  await expect(alert).toBeVisible();
  await page.clock.runFor(1);
  await expect(alert).toBeHidden();
});

test('the unsupported alert can be closed, and stays within a 390 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.addInitScript(noRecognition);
  // Stopped, so that the alert does not go away on its own while the test looks at it.
  await openHomeOnStoppedClock(page);
  await microphone(page).click();
  const alert = page.getByRole('alert').filter({ hasText: VOICE_MESSAGES.unsupported });
  const box = await alert.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await alert.getByRole('button', { name: VOICE_MESSAGES.close }).click();
  await expect(alert).toBeHidden();
});
