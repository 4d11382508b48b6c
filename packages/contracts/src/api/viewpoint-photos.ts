import {
  PhotoAlignment,
  ViewerViewpointPhotoParams,
  ViewpointPhoto,
  ViewpointPhotoParams,
} from '../viewpoint-photos.js';
import { binary, defineOperation, empty, json } from './define.js';

const tag = 'Viewpoint photos';

export const uploadViewpointPhoto = defineOperation({
  id: 'uploadViewpointPhoto',
  method: 'PUT',
  path: '/api/projects/viewpoints/{id}/photo',
  tag,
  summary:
    'Upload or replace the viewpoint\'s photograph (JPEG, PNG or WebP; a frame or a 360° equirectangular panorama), multipart field "file"',
  description:
    "At most 40 MB and 150 megapixels (400 names which, and nothing is stored); a JPEG of at most 100 scans and with at least a bit of data for each of its 8 × 8 blocks, a PNG whose compressed metadata chunks unpack to at most 4 MB, read within 1,280 MB and 20 s (else 400). 429 (with `Retry-After`) when the organisation already has 4 uploads of photos and terrain models in flight, or the server 32. The image is turned upright by its EXIF orientation, scaled down to at most 8192 px on its longest side and re-encoded as JPEG without any metadata. An image twice as wide as high (±1 %) is a panorama. The camera's GPS position, bearing and focal length are read from EXIF first and kept for the team (`ViewpointPhoto.camera`) as a starting point for the alignment, which starts from them or from the viewpoint's own view. Needs the Custom panorama feature (`PanoUpload`) Enabled and the right to change the project's content. Answers the photo; the viewpoint's `photo` is the same from then on.",
  access: 'account',
  params: ViewpointPhotoParams,
  bodyTypes: ['upload'],
  answers: { 200: json(ViewpointPhoto) },
  errors: [429],
});

export const getViewpointPhoto = defineOperation({
  id: 'getViewpointPhoto',
  method: 'GET',
  path: '/api/projects/viewpoints/{id}/photo',
  tag,
  summary: "The viewpoint's photograph as stored (JPEG, no metadata); 404 when it has none",
  access: 'account',
  params: ViewpointPhotoParams,
  answers: { 200: binary(['image/jpeg'], 'The photograph.') },
});

export const updateViewpointPhotoAlignment = defineOperation({
  id: 'updateViewpointPhotoAlignment',
  method: 'PUT',
  path: '/api/projects/viewpoints/{id}/photo/alignment',
  tag,
  summary: "Save how the viewpoint's photograph lies in the view: heading, pitch, roll and field of view",
  description: "404 when the viewpoint has no photograph. Needs the right to change the project's content.",
  access: 'account',
  params: ViewpointPhotoParams,
  body: PhotoAlignment,
  answers: { 200: json(ViewpointPhoto) },
});

export const deleteViewpointPhoto = defineOperation({
  id: 'deleteViewpointPhoto',
  method: 'DELETE',
  path: '/api/projects/viewpoints/{id}/photo',
  tag,
  summary: "Remove the viewpoint's photograph",
  access: 'account',
  params: ViewpointPhotoParams,
  answers: { 204: empty() },
});

export const getViewerViewpointPhoto = defineOperation({
  id: 'getViewerViewpointPhoto',
  method: 'GET',
  path: '/api/projects/viewer/{id}/viewpoints/{viewpointId}/photo',
  tag,
  summary: "Public: a published viewpoint's photograph (JPEG without any metadata) by publication key",
  description: '404 when the viewpoint has no photograph or the presentation is not published.',
  access: 'public',
  params: ViewerViewpointPhotoParams,
  headers: ['publicationKey'],
  answers: { 200: binary(['image/jpeg'], 'The photograph.') },
});
