import { expect, test } from '@playwright/test';
import { createCreator, signInThroughApi } from './support/fixtures.ts';

/** Toasts show at the bottom-left, and never cover the control just used, here a form's Save at its end. */
for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the toast after saving the profile shows at the bottom-left, does not cover Save, and is announced', async ({
      page,
      request,
      baseURL,
    }) => {
      const creator = await createCreator(request, baseURL as string, `toast-${viewport.width}`);
      await signInThroughApi(page, creator.email, creator.password);
      await page.goto('/edit-profile');
      await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
      const save = page.getByRole('button', { name: 'Save' });
      // Watched for from before the click: it hides itself after two seconds, which a busy
      // machine can spend between a click and a check started after it.
      const boxes = page.waitForFunction(
        (button) => {
          const toast = [...document.querySelectorAll('[role="alert"]')].find((alert) =>
            alert.textContent?.includes('Profile updated'),
          );
          return (
            toast && { toast: toast.getBoundingClientRect().toJSON(), save: button.getBoundingClientRect().toJSON() }
          );
        },
        await save.elementHandle(),
      );
      await save.click();
      const { toast, save: button } = (await (await boxes).jsonValue()) as Record<'toast' | 'save', DOMRect>;
      const overlaps =
        toast.left < button.right &&
        button.left < toast.right &&
        toast.top < button.bottom &&
        button.top < toast.bottom;
      expect(overlaps, `toast ${JSON.stringify(toast)}, Save ${JSON.stringify(button)}`).toBe(false);
      expect(toast.bottom).toBeLessThanOrEqual(viewport.height);
      expect(toast.left, 'at the left').toBeLessThan(viewport.width / 4);
      expect(toast.top, 'at the bottom').toBeGreaterThan(viewport.height / 2);
    });
  });
}
