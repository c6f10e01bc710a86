import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

// WCAG 2.1 AA, the level the spec promises; a serious or critical finding fails a journey.
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const failingImpacts = new Set(['serious', 'critical']);

/** The page's serious and critical findings, one readable line each (rule, impact, elements). */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return violations
    .filter((violation) => failingImpacts.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

/**
 * Collects the findings of every view a journey opens, by a name for the view, so one run
 * reports them all; `findings` stays empty when every view passes.
 */
export function axeScanner() {
  const findings: Record<string, string[]> = {};
  return {
    findings,
    /** Scans the page as it is now, once what `ready` names is visible and no loader spins. */
    async scan(page: Page, view: string, ready?: Locator) {
      // A loaded machine may take a while to draw a page; the scan waits for it, not a guess.
      if (ready) {
        await expect(ready).toBeVisible({ timeout: 30_000 });
        // What fades in is measured once all it sits in is opaque (the element itself may be
        // transparent by design, as a switch's input is under its track).
        await expect
          .poll(() =>
            ready.evaluate((element) => {
              for (let at = element.parentElement; at; at = at.parentElement) {
                if (Number(getComputedStyle(at).opacity) < 1) return false;
              }
              return true;
            }),
          )
          .toBe(true);
      }
      // Lists load at once; a part that keeps loading (a screen not reporting yet) is scanned
      // as it is rather than waited for.
      await expect(page.locator('.mantine-Loader-root'))
        .toHaveCount(0, { timeout: 15_000 })
        .catch(() => undefined);
      // Dialogs, drawers and menus fade in; axe measures colours of what has finished moving.
      // A transition starts a frame or two after the style that causes it, so each look comes
      // two frames after the last, and the page is still only once two looks in a row agree.
      await page.waitForFunction(async () => {
        const isStill = () =>
          document
            .getAnimations()
            .every(
              (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity,
            );
        const twoFrames = () =>
          new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        await twoFrames();
        if (!isStill()) return false;
        await twoFrames();
        return isStill();
      });
      const violations = await seriousViolations(page);
      if (violations.length > 0) findings[view] = violations;
      // Reported now, so a later step that fails leaves what was found so far in the report.
      expect.soft(violations, view).toEqual([]);
    },
  };
}

/** Closes the open modal or drawer by its close button, the way a pointer user does. */
export async function closeDialog(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}
