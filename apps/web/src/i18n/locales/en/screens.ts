import type { Translation } from '../../types.ts';
import type { screens as source } from '../zh-Hans/screens.ts';

export const screens: Translation<typeof source> = {
  home: {
    heading: 'Picked for you',
    search: 'Search',
    settings: 'Settings',
    emptyTitle: 'People to meet will appear here',
    emptyBody: 'We are finding people who suit you. Meanwhile, see what everyone is sharing on the square',
    emptyAction: 'Visit the square',
  },
  square: {
    heading: 'Square',
    compose: 'New post',
    emptyTitle: 'No posts on the square yet',
    emptyBody: 'Moments people share will appear here. Be the first to post',
    emptyAction: 'New post',
  },
  message: {
    heading: 'Messages',
    emptyTitle: 'No messages yet',
    emptyBody: 'Your chats will appear here. Go and meet some new people',
    emptyAction: 'Meet new people',
  },
  search: {
    placeholder: 'Search people or posts',
    cancel: 'Cancel',
    emptyTitle: 'Search people or posts',
    emptyBody: 'Type a name or a keyword to find people and posts you care about',
  },
  chat: {
    emptyTitle: 'No messages here yet',
    emptyBody: 'Your conversation will appear here. Pick a chat from your messages to begin',
    emptyAction: 'See messages',
  },
  userDetail: {
    emptyTitle: 'Profiles appear here',
    emptyBody: 'Open someone from your matches or the square to see their profile and posts',
    emptyAction: 'See matches',
  },
  updatesComment: {
    emptyTitle: 'No comments yet',
    emptyBody: 'Comments on this post will appear here. Be the first to comment',
    emptyAction: 'Back to the square',
  },
  block: {
    emptyTitle: 'Your blacklist is empty',
    emptyBody: 'People you block will appear here. They cannot send you messages',
    emptyAction: 'Back',
  },
  nosee: {
    emptyTitle: 'This list is empty',
    emptyBody: 'People whose posts you chose not to see will appear here',
    emptyAction: 'Back',
  },
  log: {
    emptyTitle: 'No logs yet',
    emptyBody: 'The app’s activity log will appear here to help track down problems',
    emptyAction: 'Back',
  },
  localFile: {
    emptyTitle: 'No local files',
    emptyBody: 'Pictures and files saved on this device will appear here',
    emptyAction: 'Back',
  },
  rechargeRecords: {
    emptyTitle: 'No recharge records',
    emptyBody: 'Your recharge orders and their payment status will appear here',
    emptyAction: 'Back to me',
  },
  myWrite: {
    emptyTitle: 'Posting is coming soon',
    emptyBody: 'Soon you can write how you feel, add pictures and share it on the square',
    emptyAction: 'Visit the square first',
  },
};
