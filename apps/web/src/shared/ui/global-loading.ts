// The one global loading controller, shared by the request wrapper and the overlay that draws it.
import i18next from 'i18next';
import { createLoadingController } from './loading.ts';
import { showToast } from './toast.ts';

export const globalLoading = createLoadingController({
  onTimeout: () => showToast(i18next.t('app.loadingTimeout')),
});
