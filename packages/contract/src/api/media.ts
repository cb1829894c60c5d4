// Uploads, avatars, background image and photo album (SPEC §7 "Avatars", "User avatar", "User photos").
import { z } from 'zod';
import { IMAGE_PICK_MAX, INPUT_MAX } from '../constants.ts';
import { CODE, type Code } from '../errors.ts';
import { defineEndpoint, emptyRequest, noPayload } from './endpoint.ts';
import { fileIdField, pageRequest, userIdField } from './fields.ts';

/** Uploads are multipart, so not a JSON endpoint of the table: their path and field are declared here. */
export const UPLOAD_PATH = '/api/file/upload';
/** Where the server serves its stored files (`/files/<key>`); the app sends its token to these URLs only. */
export const FILES_PREFIX = '/files/';
export const UPLOAD_FIELD = 'file';
/** The refusals of an upload, besides the common ones (`endpointErrors`). */
export const UPLOAD_ERRORS: readonly Code[] = [
  CODE.fileTooLarge,
  CODE.fileTypeUnsupported,
  CODE.imageTooLarge,
  CODE.uploadQuotaExceeded,
];

/** What `POST /api/file/upload` (multipart field `file`) answers: the upload item of SPEC §3, done. */
export const uploadedFile = z.object({
  id: z.string(),
  url: z.string(),
  thumb: z.string(),
  name: z.string(),
  size: z.number().int(),
  type: z.string(),
  /** The stored image's size in pixels (the thumbnail has its shape, its longest side THUMB_SIDE). */
  width: z.number().int().optional(),
  height: z.number().int().optional(),
});
export type UploadedFile = z.infer<typeof uploadedFile>;

export const getUploadConfig = defineEndpoint({
  path: '/api/file/getUploadConfig',
  method: 'GET',
  auth: 'none',
  payload: 'data',
  summary: 'The upload limits the server applies, so the app can check before sending.',
  request: emptyRequest,
  response: z.object({
    maxBytes: z.number().int(),
    maxPixels: z.number().int(),
    types: z.array(z.string()),
    photoLimit: z.number().int(),
  }),
  errors: [],
});

const avatar = z.object({ id: z.number().int(), url: z.string() });

export const getAvatarList = defineEndpoint({
  path: '/api/avatar/getAvatarList',
  method: 'POST',
  auth: 'none',
  payload: 'data',
  summary: 'The system avatars a user can pick.',
  request: pageRequest,
  response: z.object({ list: z.array(avatar), total: z.number().int() }),
  errors: [],
});

const urlAnswer = z.object({ url: z.string() });

export const addUserAvatar = defineEndpoint({
  path: '/api/userAvatar/addUserAvatar',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary: 'Make one of your uploaded images your avatar.',
  request: z.object({ fileId: fileIdField }),
  response: urlAnswer,
  errors: [CODE.fileNotFound],
});

export const updateUserAvatar = defineEndpoint({
  path: '/api/userAvatar/updateUserAvatar',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary: 'Set your avatar to a system avatar or to one of your own images, by URL.',
  request: z.object({
    url: z
      .string({ error: 'validation.fileRequired' })
      .min(1, { error: 'validation.fileRequired' })
      .max(INPUT_MAX.url, { error: 'validation.fileRequired' }),
  }),
  response: urlAnswer,
  errors: [CODE.fileNotFound],
});

export const changeUserBgImg = defineEndpoint({
  path: '/api/user/changeUserBgImg',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary: 'Make one of your uploaded images your profile background.',
  request: z.object({ fileId: fileIdField }),
  response: urlAnswer,
  errors: [CODE.fileNotFound],
});

export const getUserBgImg = defineEndpoint({
  path: '/api/user/getUserBgImg',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary: "A user's background image URL (yours without userId); empty when none is set.",
  request: z.object({ userId: userIdField.optional() }),
  response: urlAnswer,
  errors: [CODE.noSuchUser, CODE.accountGone],
});

export const userPhoto = z.object({
  id: z.number().int(),
  url: z.string(),
  thumb: z.string(),
  create_time: z.number().int(),
});
export type UserPhoto = z.infer<typeof userPhoto>;

export const addUserPhoto = defineEndpoint({
  path: '/api/userPhoto/addUserPhoto',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary: 'Add uploaded images to your album (at most 9 at a time; the album holds at most PHOTO_LIMIT).',
  request: z.object({
    fileIds: z
      .array(fileIdField, { error: 'validation.fileRequired' })
      .min(1, { error: 'validation.fileRequired' })
      .max(IMAGE_PICK_MAX, { error: 'validation.photoCount' }),
  }),
  response: z.object({ list: z.array(userPhoto) }),
  errors: [CODE.fileNotFound, CODE.photoLimitReached],
});

export const deleteUserPhoto = defineEndpoint({
  path: '/api/userPhoto/deleteUserPhoto',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary: 'Delete one of your photos, and its file.',
  request: z.object({ id: z.number({ error: 'validation.field' }).int().positive() }),
  response: noPayload,
  errors: [CODE.fileNotFound],
});

export const getUserPhotoList = defineEndpoint({
  path: '/api/userPhoto/getUserPhotoList',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary: "A user's album, newest first. -2001 when a block stands between you (as getUserDetail answers).",
  request: z.object({ userId: userIdField }),
  response: z.object({ list: z.array(userPhoto), total: z.number().int() }),
  errors: [CODE.noSuchUser, CODE.accountGone],
});
