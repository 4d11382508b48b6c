import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { setFeature } from './support/admin';
import { useSignedInSession } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { addMember, newOrganisation } from './support/organisations';
import { uniqueProjectName } from './support/projects';

test.use({ viewport: { width: 1440, height: 900 } });

/** Where the photo says it was taken: on the dunes at Egmond aan Zee, facing west (275°), a 28 mm lens. */
const CAMERA = { latitude: 52.625, longitude: 4.616666666666667, heading: 275, fieldOfView: 65.47 };

/** A JPEG as a phone writes it: EXIF with the GPS position, bearing, 35 mm lens and the time taken. */
function phoneJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 120, height: 80, channels: 3, background: '#6699cc' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Pocket 9' },
      IFD2: { DateTimeOriginal: '2026:05:01 10:20:30', FocalLengthIn35mmFilm: '28' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 37/1 30/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '4/1 37/1 0/1',
        GPSImgDirectionRef: 'T',
        GPSImgDirection: '275/1',
      },
    })
    .toBuffer();
}

async function created(api: APIRequestContext, path: string, data: unknown): Promise<{ id: number }> {
  const response = await api.post(path, { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number };
}

/** The chosen viewpoint's Photo section in the planner's Viewpoints tab. */
/** A new project "Photo Dunes …" with the viewpoint Dunes (eye height 1.6 m) and the phone's photo. */
async function projectWithPhoto(api: APIRequestContext): Promise<{ name: string; project: { id: number } }> {
  const name = uniqueProjectName('Photo Dunes');
  const project = await created(api, '/api/projects', { name });
  const viewpoint = await created(api, `/api/projects/${project.id}/viewpoints`, {
    name: 'Dunes',
    position: { longitude: 4.6, latitude: 52.6, altitude: 1.6 },
    pan: 90,
    fieldOfView: 60,
  });
  const upload = await api.put(`/api/projects/viewpoints/${viewpoint.id}/photo`, {
    multipart: { file: { name: 'dunes.jpg', mimeType: 'image/jpeg', buffer: await phoneJpeg() } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  return { name, project };
}

async function openViewpoint(page: Page, projectName: string) {
  await expect(page.getByRole('heading', { level: 1, name: projectName })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('tab', { name: 'Viewpoints' }).click();
  // Chosen (the planner may already have chosen it, and a click on the chosen one lets it go).
  const item = page
    .getByRole('list', { name: 'Viewpoints', exact: true })
    .getByRole('button', { name: 'Dunes', exact: true });
  await expect(async () => {
    if ((await item.getAttribute('aria-pressed')) !== 'true') await item.click();
    await expect(item).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 });
  }).toPass();
  const section = page.getByRole('region', { name: 'Photo', exact: true });
  await expect(section).toBeVisible();
  return section;
}

test('the planner uploads a photo for a viewpoint, offers its EXIF camera and applies it; locked without Custom panorama', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const org = await newOrganisation();
  await setFeature(org.subscriptionKey, 'PanoUpload', 'Enabled');
  const name = uniqueProjectName('Photo Dunes');
  const project = await created(org.api, '/api/projects', { name });
  const viewpoint = await created(org.api, `/api/projects/${project.id}/viewpoints`, {
    name: 'Dunes',
    position: { longitude: 4.6, latitude: 52.6, altitude: 1.6 },
    pan: 90,
    fieldOfView: 60,
  });

  await useSignedInSession(page, org.owner.email, {
    password: org.owner.password,
    subscriptionKey: org.subscriptionKey,
  });
  await page.goto(`/editor/#projectId=${project.id}`);
  const section = await openViewpoint(page, name);
  await expect(section.getByText('No photo for this viewpoint.')).toBeVisible();

  // The photo, chosen as in the browser's file dialog.
  const chooser = page.waitForEvent('filechooser');
  await section.getByRole('button', { name: 'Upload photo of Dunes' }).click();
  await (await chooser).setFiles({ name: 'dunes.jpg', mimeType: 'image/jpeg', buffer: await phoneJpeg() });
  await expect(section.getByText('Photo, 120 × 80 px')).toBeVisible({ timeout: 30_000 });
  await expect(section.getByText('Taken 1 May 2026, 10:20')).toBeVisible();
  await expect(section.getByText('dunes.jpg')).toBeVisible();
  await expect(section.getByRole('img', { name: 'The view from Dunes' })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Replace photo of Dunes' })).toBeVisible();

  // What the photo's EXIF says, offered as the viewpoint's camera.
  await expect(section.getByText('What the photo says about the camera')).toBeVisible();
  await expect(section.getByText('52.62500° N, 4.61667° E')).toBeVisible();
  await expect(section.getByText('275° (W)')).toBeVisible();
  await expect(section.getByText('28 mm (35 mm equivalent), 65.5° wide')).toBeVisible();
  await expectNoAxeViolations(page);

  await section.getByRole('button', { name: "Use the photo's camera for this viewpoint" }).click();
  await expect(
    section.getByText('The viewpoint now stands where the photo was taken and looks the way it does.'),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Direction (° from north)' })).toHaveValue('275');
  await expect
    .poll(async () => {
      const saved = (await (await org.api.get(`/api/projects/viewpoints/${viewpoint.id}`)).json()) as {
        position: { latitude: number; longitude: number; altitude: number };
        pan: number;
        fieldOfView: number;
      };
      return saved;
    })
    .toEqual(
      expect.objectContaining({
        position: { latitude: CAMERA.latitude, longitude: CAMERA.longitude, altitude: 1.6 },
        pan: CAMERA.heading,
        fieldOfView: CAMERA.fieldOfView,
      }),
    );

  // A bad file: the server's words, and the photo there was stays.
  const badChooser = page.waitForEvent('filechooser');
  await section.getByRole('button', { name: 'Replace photo of Dunes' }).click();
  await (await badChooser).setFiles({
    name: 'notes.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('not a photo'),
  });
  await expect(section.getByRole('alert')).toContainText(
    'The file is not a JPEG, PNG or WebP image: upload the photo in one of these formats.',
  );
  await expect(section.getByText('dunes.jpg')).toBeVisible();

  // The same section beside the viewpoint on the Present screen.
  await setFeature(org.subscriptionKey, 'Dash.Secure.Present', 'Enabled');
  await page.goto(`/present/${project.id}`);
  const present = page.getByRole('region', { name: 'Photo', exact: true });
  await expect(present.getByText('Photo, 120 × 80 px')).toBeVisible({ timeout: 30_000 });
  await expect(present.getByRole('img', { name: 'The view from Dunes' })).toBeVisible();
  await expect(present.getByRole('button', { name: 'Replace photo of Dunes' })).toBeEnabled();
  await expectNoAxeViolations(page);

  // Without Custom panorama the photo is shown, Locked, and cannot be changed.
  await setFeature(org.subscriptionKey, 'PanoUpload', 'Disabled');
  await page.goto(`/editor/#projectId=${project.id}`);
  const locked = await openViewpoint(page, name);
  await expect(locked.getByText('Locked', { exact: true })).toBeVisible();
  await expect(
    locked.getByText('Photos for viewpoints (Custom panorama) are not part of your subscription.'),
  ).toBeVisible();
  await expect(locked.getByText('Photo, 120 × 80 px')).toBeVisible();
  await expect(locked.getByRole('button', { name: /photo of Dunes/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await org.api.dispose();
});

test('an Observer sees the photo and what it says about the camera, and can change nothing', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const org = await newOrganisation();
  await setFeature(org.subscriptionKey, 'PanoUpload', 'Enabled');
  const { name, project } = await projectWithPhoto(org.api);
  const observer = await addMember(org, 'Observer', {}, project.id);

  await useSignedInSession(page, observer.email, {
    password: observer.password,
    subscriptionKey: org.subscriptionKey,
  });
  await page.goto(`/editor/#projectId=${project.id}`);
  const section = await openViewpoint(page, name);
  await expect(section.getByText('Photo, 120 × 80 px')).toBeVisible({ timeout: 30_000 });
  await expect(section.getByRole('img', { name: 'The view from Dunes' })).toBeVisible();
  await expect(section.getByText('275° (W)')).toBeVisible();
  await expect(section.getByRole('button')).toHaveCount(0);
  await expect(section.getByText('Locked', { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await org.api.dispose();
});

test("the photo's thumbnail is drawn under the page's security policy, in the planner and on the Present screen", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const org = await newOrganisation();
  await setFeature(org.subscriptionKey, 'PanoUpload', 'Enabled');
  await setFeature(org.subscriptionKey, 'Dash.Secure.Present', 'Enabled');
  const { name, project } = await projectWithPhoto(org.api);
  const refusedImages: string[] = [];
  page.on('console', (message) => {
    if (/Refused to load the image/i.test(message.text())) refusedImages.push(message.text());
  });
  // The thumbnail is the fetched photo as an object URL of the page (`blob:`), decoded: a refused
  // or broken image keeps its alt text visible, but has no natural size.
  const expectDrawn = async (thumbnail: Locator) => {
    await expect(thumbnail).toHaveAttribute('src', /^blob:/);
    await expect.poll(() => thumbnail.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  };

  await useSignedInSession(page, org.owner.email, {
    password: org.owner.password,
    subscriptionKey: org.subscriptionKey,
  });
  await page.goto(`/editor/#projectId=${project.id}`);
  const section = await openViewpoint(page, name);
  await expectDrawn(section.getByRole('img', { name: 'The view from Dunes' }));

  await page.goto(`/present/${project.id}`);
  const present = page.getByRole('region', { name: 'Photo', exact: true });
  await expectDrawn(present.getByRole('img', { name: 'The view from Dunes' }));
  // The eye height as it was entered, not rounded to whole metres.
  await expect(page.getByText('52.6000, 4.6000 · 1.6 m', { exact: true })).toBeVisible();
  expect(refusedImages).toEqual([]);
  await org.api.dispose();
});
