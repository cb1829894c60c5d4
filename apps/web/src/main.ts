// A minimal page until the app shell lands: it proves the SPA is built and served with the API.
import { APP_VERSION } from '@kk/contract';

const root = document.getElementById('root');
if (root) root.textContent = `kk 交友 ${APP_VERSION}`;
