// Screens that later issues fill: what will be here, and a useful action meanwhile.
export const screens = {
  home: {
    heading: '今日推荐',
    search: '搜索',
    settings: '设置',
    emptyTitle: '推荐的人会出现在这里',
    emptyBody: '我们正在为你寻找合适的人，先去广场看看大家的动态吧',
    emptyAction: '去广场逛逛',
  },
  square: {
    heading: '广场',
    compose: '发布动态',
    emptyTitle: '广场还没有动态',
    emptyBody: '大家分享的生活点滴会出现在这里，来发布第一条吧',
    emptyAction: '发布动态',
  },
  message: {
    heading: '消息',
    emptyTitle: '暂无消息',
    emptyBody: '和他人的聊天会出现在这里，去认识一些新朋友吧',
    emptyAction: '去认识新朋友',
  },
  search: {
    placeholder: '搜索用户或动态',
    cancel: '取消',
    emptyTitle: '搜索用户或动态',
    emptyBody: '输入昵称或关键词，找到感兴趣的人和内容',
  },
  chat: {
    emptyTitle: '还没有聊天记录',
    emptyBody: '聊天内容会显示在这里，从消息列表选择一个会话开始吧',
    emptyAction: '查看消息',
  },
  userDetail: {
    emptyTitle: '用户资料会显示在这里',
    emptyBody: '从推荐或广场点开一个人，就能查看对方的资料和动态',
    emptyAction: '去看看推荐',
  },
  updatesComment: {
    emptyTitle: '暂无评论',
    emptyBody: '这条动态的评论会显示在这里，快来抢沙发',
    emptyAction: '返回广场',
  },
  block: {
    emptyTitle: '黑名单是空的',
    emptyBody: '你拉黑的用户会出现在这里，他们将无法给你发消息',
    emptyAction: '返回',
  },
  nosee: {
    emptyTitle: '列表是空的',
    emptyBody: '你设置不看其动态的用户会出现在这里',
    emptyAction: '返回',
  },
  log: {
    emptyTitle: '暂无日志',
    emptyBody: '应用的运行日志会显示在这里，方便排查问题',
    emptyAction: '返回',
  },
  localFile: {
    emptyTitle: '暂无本地文件',
    emptyBody: '缓存到本机的图片和文件会显示在这里',
    emptyAction: '返回',
  },
  rechargeRecords: {
    emptyTitle: '暂无充值记录',
    emptyBody: '你的充值订单和支付状态会显示在这里',
    emptyAction: '返回我的',
  },
  myWrite: {
    emptyTitle: '发布动态即将开放',
    emptyBody: '很快你就可以在这里写下心情、配上图片，分享到广场',
    emptyAction: '先去广场看看',
  },
};
