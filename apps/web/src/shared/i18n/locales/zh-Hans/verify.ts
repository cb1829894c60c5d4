// Verified photos (issue 24): the verify screen, its poses, and the badge.
export const verify = {
  verify: {
    title: '照片认证',
  },
};
