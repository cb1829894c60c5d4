import { initPassword, loginByPasswd, loginByPhone, logout, resetByPhone, sendSms } from './auth.ts';
import { addFeedback, getMyFeedbackList } from './feedback.ts';
import {
  addUserAvatar,
  addUserPhoto,
  changeUserBgImg,
  deleteUserPhoto,
  getAvatarList,
  getUploadConfig,
  getUserBgImg,
  getUserPhotoList,
  updateUserAvatar,
} from './media.ts';
import { deleteAccount, getLocation, getUserDetail, sendDeleteAccountSms, updateUserInfo } from './profile.ts';
import { getAppVersion, getLoginConfig, getUserInfo, health, smsOutbox } from './system.ts';

/** Every endpoint of the API, keyed by name. The server registers exactly these; the client calls them by name. */
export const endpoints = {
  sendSms,
  loginByPhone,
  loginByPasswd,
  resetByPhone,
  logout,
  initPassword,
  getUserInfo,
  health,
  getAppVersion,
  getLoginConfig,
  smsOutbox,
  getUploadConfig,
  getAvatarList,
  addUserAvatar,
  updateUserAvatar,
  changeUserBgImg,
  getUserBgImg,
  addUserPhoto,
  deleteUserPhoto,
  getUserPhotoList,
  updateUserInfo,
  getUserDetail,
  getLocation,
  sendDeleteAccountSms,
  deleteAccount,
  addFeedback,
  getMyFeedbackList,
} as const;

export type EndpointName = keyof typeof endpoints;
export type Endpoints = typeof endpoints;
