import type { Translation } from '../../types.ts';
import type { safety as source } from '../zh-Hans/safety.ts';

export const safety: Translation<typeof source, 'other'> = {
  safety: {
    title: '安全中心',
    intro: '絕大多數人來這裡是為了認識真誠的人。少數騙子也會來。下面幾條能幫你保護自己。',
    scamHeading: '如何識別詐騙',
    scamMoney: '談錢就要警惕：剛認識就借錢、要紅包、讓你轉帳或代付，無論理由多感人，都不要給。',
    scamWechat: '急著換平台：剛聊幾句就要你加微信、QQ或別的App，常常是為了避開我們的安全提醒。',
    scamInvest: '投資理財、USDT、「內部消息」、「穩賺不賠」：網戀對象帶你賺錢，幾乎都是「殺豬盤」。',
    scamPhotos: '照片太完美、從不視訊、總有理由不見面，也要多留個心眼。',
    reportHeading: '檢舉和封鎖',
    reportBody: '在對方主頁或聊天裡點「檢舉」，選擇原因並附上截圖，我們會盡快核實處理；檢舉不會告訴對方是誰檢舉的。',
    blockBody: '封鎖後，對方不能再給你發訊息，也看不到你的動態。可在「我的 → 黑名單管理」中管理。',
    verifyHeading: '認證是什麼意思',
    verifyBody:
      '帶認證標記的會員按指定姿勢自拍，並由工作人員與其頭像比對過。認證說明照片是本人，不代表這個人一定可信：涉及金錢時仍要小心。',
    dataHeading: '取得你的資料副本',
    dataBody: '你可以隨時下載一份你的資料、照片、動態、評論、訊息、訂單和關係的副本（每天一次，連結24小時內有效）。',
    dataLink: '下載我的資料',
    emergency: '如果你遇到詐騙或人身威脅，請立即報警（110），並保留聊天記錄。',
    exportTitle: '下載我的資料',
    exportIntro:
      '我們會把你的資料、照片、動態、評論、訊息（你發出和收到的）、訂單和關係打包成一個 zip 檔案。準備好後，連結在24小時內有效，只有登入你的帳號才能下載。',
    exportRequest: '申請資料副本',
    exportRequestAgain: '重新申請',
    exportPending: '正在準備你的資料副本，通常只需一兩分鐘…',
    exportReady: '你的資料副本已準備好',
    exportDownload: '下載',
    exportDownloading: '正在下載…',
    exportDownloadFailed: '下載失敗，請稍後再試',
    exportExpires: '連結有效期至 {{time}}',
    exportExpired: '上一份資料副本已過期並刪除',
    exportFailed: '資料副本產生失敗，請重新申請',
    exportLoadFailed: '載入失敗',
    exportOncePerDay: '每天可申請一次',
  },
};
