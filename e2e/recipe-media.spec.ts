import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { completeOnboarding, newUser, signUpInBrowser } from './support/auth';
import { ownAddress } from './support/visitor';

// Recipe media on the web: a cook uploads a photo to a saved recipe and adds a TikTok video; a
// visitor is asked to sign in. At phone and desktop widths. The server's TikTok oEmbed is the local
// stand-in of playwright.config.ts; TikTok's player frame is answered here (no network to TikTok).

test.beforeEach(async ({ context }) => context.setExtraHTTPHeaders(ownAddress()));

const uniqueName = (prefix: string) => `${prefix}_${Date.now().toString(36)}${String(Math.floor(Math.random() * 1000))}`;
const tiktokLink = (id: string) => `https://www.tiktok.com/@sous.e2e/video/${id}`;

/** Answers TikTok's embed player with a small page of our own (the test machine has no way to TikTok). */
async function standInForTikTokPlayer(page: Page) {
  await page.route('https://www.tiktok.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>TikTok player</title><body style="background:#111;color:#fff">TikTok player</body></html>' }),
  );
}

/** A real photo drawn in the browser: `width` × `height` JPEG bytes. */
async function drawPhoto(page: Page, width: number, height: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.fillStyle = '#FFEDD5';
      context.fillRect(0, 0, w, h);
      context.fillStyle = '#C2410C';
      context.beginPath();
      context.arc(w / 2, h / 2, Math.min(w, h) / 3, 0, Math.PI * 2);
      context.fill();
      context.fillStyle = '#15803D';
      for (let i = 0; i < 12; i++) context.fillRect((w / 12) * i, h * 0.85, w / 30, h / 10);
      return canvas.toDataURL('image/jpeg', 0.92);
    },
    [width, height] as const,
  );
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/** A JPEG's width and height from its start-of-frame marker. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  for (let at = 2; at + 9 < bytes.length; ) {
    if (bytes[at] !== 0xff) throw new Error('not a JPEG marker');
    const marker = bytes[at + 1] ?? 0;
    if (marker >= 0xc0 && marker <= 0xc3) return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  throw new Error('no frame in the JPEG');
}

/** Signs a new cook up with a screen name and saves one generated recipe; answers its name and screen name. */
async function cookWithSavedRecipe(page: Page): Promise<{ name: string; screenName: string }> {
  const screenName = uniqueName('snap');
  await signUpInBrowser(page, newUser('Mina'));
  await completeOnboarding(page, screenName);
  await page.goto('/recipes');
  await page.getByLabel('What would you like to cook?').fill('dal tadka');
  await page.locator('form').getByRole('button', { name: 'Generate Recipe' }).click();
  const card = page.getByRole('article').first();
  await card.getByRole('button', { name: 'Save Recipe' }).click({ timeout: 15_000 });
  await expect(card.getByRole('button', { name: 'Recipe Saved!' })).toBeVisible();
  const name = (await card.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
  return { name, screenName };
}

for (const width of [375, 1280]) {
  const phone = width < 768;
  test.describe(`at ${String(width)} px`, () => {
    test.use({ viewport: { width, height: phone ? 812 : 900 } });

    test('a cook uploads a photo to a saved recipe, sees it processed and featured, and adds a TikTok video', async ({ page }) => {
      test.setTimeout(150_000);
      await standInForTikTokPlayer(page);
      const { name, screenName } = await cookWithSavedRecipe(page);
      await page.goto('/saved-recipes');
      await page.getByRole('link', { name }).click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

      const media = page.getByRole('region', { name: 'Media' });
      await media.scrollIntoViewIfNeeded();
      await expect(media.getByRole('heading', { level: 3, name: 'Recipe Photos' })).toBeVisible();
      await expect(media.getByText('No photos yet.')).toBeVisible();
      await expect(media.getByText('No TikTok videos yet.')).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // A 2400 × 1800 photo: it goes up 1600 px wide, with its progress, then shows as processing.
      await media.getByRole('button', { name: 'Add Photo' }).click();
      const upload = page.getByRole('dialog', { name: 'Upload Recipe Photo' });
      await expect(upload.getByText('JPEG, PNG or WebP, smaller than 10MB.')).toBeVisible();
      await expect(upload.getByRole('button', { name: 'Upload' })).toBeDisabled();
      await upload.getByLabel('Choose a photo').setInputFiles({ name: 'dal.jpg', mimeType: 'image/jpeg', buffer: await drawPhoto(page, 2400, 1800) });
      await expect(upload.getByRole('img', { name: 'Selected photo' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      const put = page.waitForRequest((request) => request.method() === 'PUT');
      await upload.getByRole('button', { name: 'Upload' }).click();
      const sent = await put;
      expect(jpegSize(sent.postDataBuffer() ?? Buffer.alloc(0))).toEqual({ width: 1600, height: 1200 });
      await expect(page.getByText('Image uploaded successfully! It will be visible after processing.')).toBeVisible();
      await expect(upload).toBeHidden();

      // Polling finds it ACTIVE: the banner, the toast, and the Featured mark (the owner's first photo).
      await expect(media.getByText('Your photo has been processed and is now on the recipe.')).toBeVisible({ timeout: 60_000 });
      await expect(page.getByText('Image set as featured automatically!')).toBeVisible();
      const photos = media.getByRole('list', { name: 'Recipe Photos' });
      const photo = photos.getByRole('button', { name: `View photo by ${screenName}` });
      await expect(photo).toBeVisible();
      await expect(photos.getByText('Featured')).toBeVisible();
      await expect(photos.getByText('Processing...')).toBeHidden();
      await expect.poll(() => photo.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
      // The recipe's own picture is now that photo (its large rendition) instead of the drawing.
      await expect(page.getByRole('article').locator('img').first()).toHaveAttribute('src', /\/media\/.+\/large\.webp$/);
      await expect(media.getByText('Your photo has been processed and is now on the recipe.')).toBeHidden({ timeout: 10_000 });
      await expectNoSeriousA11yViolations(page);

      // Enlarged, from its large rendition.
      await photo.click();
      const viewer = page.getByRole('dialog', { name: `Photo by ${screenName}` });
      const large = viewer.getByRole('img', { name: `Photo by ${screenName}` });
      await expect.poll(() => large.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
      await expect(viewer.getByRole('button', { name: 'Delete photo' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await viewer.getByRole('button', { name: 'Close' }).last().click();
      await expect(viewer).toBeHidden();

      // A TikTok link: checked first, then attached and listed; its caption follows from oEmbed.
      await media.getByRole('button', { name: 'Add TikTok Video' }).click();
      const addVideo = page.getByRole('dialog', { name: 'Add TikTok Video' });
      const field = addVideo.getByLabel('TikTok video URL');
      await field.fill('https://vm.tiktok.com/ZM123/');
      await addVideo.getByRole('button', { name: 'Add Video' }).click();
      await expect(addVideo.getByText('Invalid TikTok URL. The URL must be from TikTok (https://www.tiktok.com/)')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      const videoId = `73${String(Date.now()).padStart(17, '0')}`;
      await field.fill(tiktokLink(videoId));
      await addVideo.getByRole('button', { name: 'Add Video' }).click();
      await expect(page.getByText('TikTok video added successfully!')).toBeVisible();
      await expect(addVideo).toBeHidden();
      const videos = media.getByRole('list', { name: 'TikTok Videos' });
      await expect(videos.getByRole('listitem')).toHaveCount(1);
      await expect(videos.getByRole('link', { name: /Open in TikTok/ })).toHaveAttribute('href', tiktokLink(videoId));
      await expect(videos.getByText(`Weeknight dal in 10 minutes #${videoId.slice(-4)}`)).toBeVisible({ timeout: 20_000 });
      // The player loads once a tenth of it is on screen.
      await videos.getByTestId('tiktok-player').scrollIntoViewIfNeeded();
      const player = videos.locator('iframe');
      await expect(player).toHaveAttribute('src', `https://www.tiktok.com/player/v1/${videoId}?description=1&rel=0`);
      const box = await videos.getByTestId('tiktok-player').boundingBox();
      expect(box?.width).toBeLessThanOrEqual(400);
      expect((box?.height ?? 0) / (box?.width ?? 1)).toBeCloseTo(1.778, 2);
      await expectNoSeriousA11yViolations(page);

      // The same video again: the spec's 409 text.
      await media.getByRole('button', { name: 'Add TikTok Video' }).click();
      await field.fill(tiktokLink(videoId));
      await addVideo.getByRole('button', { name: 'Add Video' }).click();
      await expect(addVideo.getByText('This TikTok video is already attached to this recipe.')).toBeVisible();
      await addVideo.getByRole('button', { name: 'Cancel' }).click();

      // Everything stays after a reload.
      await page.reload();
      await expect(page.getByRole('region', { name: 'Media' }).getByRole('list', { name: 'Recipe Photos' }).getByText('Featured')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Media' }).getByRole('list', { name: 'TikTok Videos' }).getByRole('listitem')).toHaveCount(1);
    });

    test('a visitor sees the community media and is asked to sign in to add photos', async ({ page }) => {
      await page.goto('/recipes/featured');
      const card = page.getByRole('article').first();
      await card.getByRole('link', { name: /^View Recipe/ }).click();
      await expect(page).toHaveURL(/\/recipes\/public\/[^/]+$/);
      const media = page.getByRole('region', { name: 'Community Media' });
      await media.scrollIntoViewIfNeeded();
      await expect(media.getByRole('heading', { level: 3, name: 'Recipe Photos' })).toBeVisible();
      await expect(media.getByRole('heading', { level: 3, name: 'TikTok Videos' })).toBeVisible();
      await expect(media.getByRole('button', { name: 'Add Photo', exact: true })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);

      await media.getByRole('button', { name: 'Sign in to add photos' }).click();
      const ask = page.getByRole('dialog', { name: 'Sign in Required' });
      await expect(ask).toContainText('You need to sign in to add photos and videos. Would you like to sign in now?');
      await expectNoSeriousA11yViolations(page);
      await ask.getByRole('button', { name: 'Not Now' }).click();
      await expect(ask).toBeHidden();

      await media.getByRole('button', { name: 'Sign in to add photos' }).click();
      await ask.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    });
  });
}
