import type { Translation } from '../../types.ts';
import type { screens as source } from '../zh-Hans/screens.ts';

export const screens: Translation<typeof source> = {
  home: {
    heading: '今日推薦',
    search: '搜尋',
    settings: '設定',
    emptyTitle: '推薦的人會出現在這裡',
    emptyBody: '我們正在為你尋找合適的人，先到廣場看看大家的動態吧',
    emptyAction: '去廣場逛逛',
  },
  square: {
    heading: '廣場',
    compose: '發佈動態',
    emptyTitle: '廣場還沒有動態',
    emptyBody: '大家分享的生活點滴會出現在這裡，來發佈第一則吧',
    emptyAction: '發佈動態',
  },
  message: {
    heading: '訊息',
    emptyTitle: '目前沒有訊息',
    emptyBody: '和其他人的聊天會出現在這裡，去認識一些新朋友吧',
    emptyAction: '去認識新朋友',
  },
  search: {
    placeholder: '搜尋使用者或動態',
    cancel: '取消',
    emptyTitle: '搜尋使用者或動態',
    emptyBody: '輸入暱稱或關鍵字，找到感興趣的人和內容',
  },
  chat: {
    emptyTitle: '還沒有聊天紀錄',
    emptyBody: '聊天內容會顯示在這裡，從訊息列表選一個對話開始吧',
    emptyAction: '查看訊息',
  },
  userDetail: {
    emptyTitle: '使用者資料會顯示在這裡',
    emptyBody: '從推薦或廣場點開一個人，就能查看對方的資料和動態',
    emptyAction: '去看看推薦',
  },
  updatesComment: {
    emptyTitle: '目前沒有留言',
    emptyBody: '這則動態的留言會顯示在這裡，快來搶頭香',
    emptyAction: '回到廣場',
  },
  block: {
    emptyTitle: '黑名單是空的',
    emptyBody: '你封鎖的使用者會出現在這裡，他們將無法傳訊息給你',
    emptyAction: '返回',
  },
  nosee: {
    emptyTitle: '清單是空的',
    emptyBody: '你設定不看其動態的使用者會出現在這裡',
    emptyAction: '返回',
  },
  log: {
    emptyTitle: '目前沒有日誌',
    emptyBody: 'App 的執行日誌會顯示在這裡，方便排查問題',
    emptyAction: '返回',
  },
  localFile: {
    emptyTitle: '目前沒有本機檔案',
    emptyBody: '快取到本機的圖片和檔案會顯示在這裡',
    emptyAction: '返回',
  },
  rechargeRecords: {
    emptyTitle: '目前沒有儲值紀錄',
    emptyBody: '你的儲值訂單和付款狀態會顯示在這裡',
    emptyAction: '回到我的',
  },
  myWrite: {
    emptyTitle: '發佈動態即將開放',
    emptyBody: '很快你就可以在這裡寫下心情、附上圖片，分享到廣場',
    emptyAction: '先去廣場看看',
  },
};
