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
import {
  addReport,
  blockUser,
  followUser,
  getBlockList,
  getFansList,
  getFollowList,
  getNoSeeList,
  getRecommendList,
  getUserDetail,
  getZanMeList,
  noSeeUser,
  searchUser,
  topUser,
  zan,
} from './people.ts';
import { deleteAccount, getLocation, sendDeleteAccountSms, updateUserInfo } from './profile.ts';
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
  followUser,
  zan,
  topUser,
  blockUser,
  noSeeUser,
  getFollowList,
  getFansList,
  getZanMeList,
  getBlockList,
  getNoSeeList,
  getRecommendList,
  searchUser,
  addReport,
} as const;

export type EndpointName = keyof typeof endpoints;
export type Endpoints = typeof endpoints;
