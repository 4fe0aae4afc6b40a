import type { Locator } from "@playwright/test";

/**
 * Waits until React has hydrated the element `locator` finds. A page served whole from the route
 * cache is on screen before its scripts run, and a click on a button before hydration does
 * nothing (React does not replay it), so a test that clicks a client control must wait, as a
 * shopper on a slow phone would see the button respond only once the page is ready.
 */
export async function hydrated(locator: Locator): Promise<void> {
  await locator.first().waitFor();
  await locator
    .first()
    .page()
    .waitForFunction(
      (element) => element !== null && Object.keys(element).some((key) => key.startsWith("__reactFiber")),
      await locator.first().elementHandle(),
    );
}
