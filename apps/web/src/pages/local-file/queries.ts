export const localFileKeys = {
  all: ['localFile'] as const,
  images: () => [...localFileKeys.all, 'images'] as const,
};
