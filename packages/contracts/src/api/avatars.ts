import { z } from 'zod/mini';
import { AvatarResult } from '../members.js';
import { IdParam } from '../primitives.js';
import { defineOperation, empty, image, json } from './define.js';

/**
 * The avatar belongs to the person, not to one subscription, so `current` needs no
 * subscription header; a member's avatar is served only inside the caller's subscription.
 */
const tag = 'Avatar';

export const getMyAvatar = defineOperation({
  id: 'getMyAvatar',
  method: 'GET',
  path: '/api/user-accounts/current/avatar',
  tag,
  summary: "The caller's avatar",
  access: 'user',
  answers: { 200: image() },
});

export const uploadMyAvatar = defineOperation({
  id: 'uploadMyAvatar',
  method: 'POST',
  path: '/api/user-accounts/current/avatar',
  tag,
  summary: 'Upload an avatar: multipart field "file"; png, jpg, jpeg, gif or svg; at most 2 MB',
  access: 'user',
  bodyTypes: ['upload'],
  answers: { 200: json(AvatarResult) },
  errors: [413, 415],
});

export const deleteMyAvatar = defineOperation({
  id: 'deleteMyAvatar',
  method: 'DELETE',
  path: '/api/user-accounts/current/avatar',
  tag,
  summary: "Remove the caller's avatar",
  access: 'user',
  answers: { 204: empty() },
});

const params = z.object({ userAccountId: IdParam });

export const getMemberAvatar = defineOperation({
  id: 'getMemberAvatar',
  method: 'GET',
  path: '/api/user-accounts/{userAccountId}/avatar',
  tag,
  summary: 'Avatar of a member of the selected subscription (team cards)',
  access: 'account',
  params,
  answers: { 200: image() },
});
