import type { PluralForms, Translation } from '../../types.ts';
import type { safety as source } from '../zh-Hans/safety.ts';

export const safety: Translation<typeof source, PluralForms['en']> = {
  safety: {
    title: 'Safety',
    intro: 'Almost everyone here wants to meet someone real. A few scammers come too. These tips help you stay safe.',
    scamHeading: 'How to spot a scam',
    scamMoney:
      'Money talk is a warning sign: a new contact who asks for a loan, a red packet, a transfer or a payment on their behalf. However moving the story, do not send money.',
    scamWechat:
      'A rush to move elsewhere: asking you to add them on WeChat, QQ or another app after a few messages is often a way around our safety warnings.',
    scamInvest:
      'Investments, USDT, "inside tips", "guaranteed returns": an online match who wants to help you make money is almost always a romance scam.',
    scamPhotos: 'Photos that look too perfect, no video calls ever, always a reason not to meet: take care.',
    reportHeading: 'Reporting and blocking',
    reportBody:
      'Tap "Report" on their profile or in the chat, choose a reason and add screenshots; we check every report quickly. They are never told who reported them.',
    blockBody:
      'Once blocked, they can no longer message you or see your posts. Manage them in Me → Blacklist management.',
    verifyHeading: 'What verification means',
    verifyBody:
      'Members with the verified badge took a selfie in a given pose, which our team compared with their profile photo. It means the photos are theirs, not that the person can be trusted: stay careful where money is involved.',
    dataHeading: 'Getting a copy of your data',
    dataBody:
      'You can download a copy of your profile, photos, posts, comments, messages, orders and connections at any time (once a day; the link works for 24 hours).',
    dataLink: 'Download my data',
    emergency: 'If you meet a scam or a threat to your safety, call the police (110) at once and keep the chat.',
    exportTitle: 'Download my data',
    exportIntro:
      'We put your profile, photos, posts, comments, messages (sent and received), orders and connections into one zip file. Once ready, the link works for 24 hours, and only when you are signed in to your account.',
    exportRequest: 'Request a copy',
    exportRequestAgain: 'Request again',
    exportPending: 'Preparing your copy; this usually takes a minute or two…',
    exportReady: 'Your copy is ready',
    exportDownload: 'Download',
    exportDownloading: 'Downloading…',
    exportDownloadFailed: 'The download failed; try again later',
    exportExpires: 'The link works until {{time}}',
    exportExpired: 'Your last copy expired and was deleted',
    exportFailed: 'Your copy could not be made; please request it again',
    exportLoadFailed: 'Could not load',
    exportOncePerDay: 'You can request one copy a day',
  },
};
