// Frame of the service agreement and privacy policy pages (their texts are data in pages/legal/content).
export const legal = {
  legal: {
    effectiveDate: '生效日期：{{date}}',
    loadFailed: '内容加载失败',
    loadFailedBody: '请检查网络后重试',
  },
};
