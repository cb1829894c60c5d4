// The feedback page (意见反馈): the contact channel the service agreement and the privacy policy name.
export const feedback = {
  feedback: {
    category: '反馈类型',
    content: '反馈内容',
    submit: '提交',
    sending: '提交中…',
    note: '我们会尽快处理每一条反馈。涉及个人信息的请求（如获取副本、更正或删除），会在核实身份后 15 个工作日内答复。',
    privacyLink: '查看隐私政策',
    mine: '我的反馈',
    total: '共{{count}}条',
    emptyTitle: '还没有反馈',
    emptyBody: '你提交的反馈会显示在这里，方便随时查看',
    loadFailed: '我的反馈加载失败',
    more: '加载更多',
  },
  feedbackCategory: {
    '1': '功能建议',
    '2': '举报用户',
    '3': '账号与隐私',
    '4': '充值与支付',
    '5': '其他',
  },
  /** The text box's placeholder: 0 while no type is chosen, else one per type. */
  feedbackHint: {
    '0': '请描述你遇到的问题或建议，越详细越能帮我们尽快处理',
    '1': '你希望我们增加或改进什么？',
    '2': '请写明对方的昵称或ID，以及发生了什么',
    '3': '例如：获取个人信息副本、更正或删除资料、账号申诉',
    '4': '请写明充值时间、金额和遇到的问题',
    '5': '说说你的问题或想法',
  },
};
