// The browser's uploader: `POST /api/file/upload` with progress, with the headers and catalogue handling of
// every other call. Its own module so that only screens that upload load it.
import { apiDeps } from './api.ts';
import { createUploader, type XhrLike } from './upload.ts';

export const uploadFile = createUploader({ ...apiDeps, createXhr: () => new XMLHttpRequest() as unknown as XhrLike });
