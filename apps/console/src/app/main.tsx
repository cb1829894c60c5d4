import { createRoot } from 'react-dom/client';
import { initI18n } from '../shared/i18n/i18n.ts';
import { App } from './App.tsx';
import './app.css';

const root = document.getElementById('root');
if (root) {
  await initI18n();
  createRoot(root).render(<App />);
}
