// A copy of my data (issue 24, PIPL; docs/api.md "Member safety"). An export is built in the background into a zip
// (profile.json, photos/, updates.json, comments.json, messages.json, orders.json, relations.json and a README in
// the member's language). Its `url` opens only with its owner's login and only until `expires_at`.
import { z } from 'zod';
import { DATA_EXPORT_STATUSES } from '../constants.ts';
import { CODE } from '../errors.ts';
import { defineEndpoint, emptyRequest } from './endpoint.ts';

export const dataExportInfo = z.object({
  /** none: never asked or long gone; pending: being built; ready: `url` works until `expires_at`; expired; failed. */
  status: z.enum(DATA_EXPORT_STATUSES),
  /** On `ready`: where to download the zip, sending your token as on any call (the link alone opens nothing). */
  url: z.string().optional(),
  /** On `ready`: when the link stops working and the archive is deleted (ms since the epoch). */
  expires_at: z.number().int().optional(),
});
export type DataExportInfo = z.infer<typeof dataExportInfo>;

export const requestDataExport = defineEndpoint({
  path: '/api/user/requestDataExport',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary: 'Starts building a copy of your data (once a day: -2917 with retryAfter). Answers its status.',
  request: emptyRequest,
  response: dataExportInfo,
  errors: [CODE.dataExportLimit],
});

export const getDataExport = defineEndpoint({
  path: '/api/user/getDataExport',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary: 'Your latest copy of your data: its status, and once ready its private link and when it expires.',
  request: emptyRequest,
  response: dataExportInfo,
  errors: [],
});
