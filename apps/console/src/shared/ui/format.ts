// Times and amounts as operators read them: local date and time, to the second.
import i18next from 'i18next';

export function formatTime(ms: number): string {
  if (!ms) return '—';
  return new Intl.DateTimeFormat(i18next.language === 'en' ? 'en-GB' : 'zh-CN', {
    dateStyle: 'short',
    timeStyle: 'medium',
  }).format(ms);
}
