// Source catalogue of the texts both sides use: catalogue codes, validation, relative time.
// The web app merges these under the `contract` namespace; the server answers `msg` from them.
export const zhHans = {
  code: {
    ok: '成功',
    notLoggedIn: '请先登录',
    noSuchUser: '用户不存在',
    wrongCode: '验证码错误',
    codeExpired: '验证码已过期，请重新获取',
    wrongPassword: '账号或密码错误',
    unregistered: '该手机号尚未注册',
    smsError: '短信发送失败，请稍后再试',
    paramsError: '参数错误',
    noKkLock: '当前没有kk锁',
    notFound: '接口不存在',
    serverError: '服务异常，请稍后再试',
    tooManyRequests: '请求过于频繁，请稍后再试',
    passwordAlreadySet: '已设置过密码',
    notSupported: '当前环境不支持该功能',
  },
  validation: {
    usernameRequired: '请输入用户名',
    phoneRequired: '请输入手机号',
    phoneInvalid: '手机号格式不正确',
    smsPhoneInvalid: '手机号码格式错误',
    codeRequired: '请输入验证码',
    codeLength: '请输入六位验证码',
    passwordRequired: '请输入密码',
    passwordLength: '密码长度为{{min}}到{{max}}位',
    smsTypeInvalid: '短信类型不正确',
    agreementRequired: '请先查看并勾选服务协议',
    field: '参数错误：{{field}}',
    exceedsSizeLimit: '文件超出大小限制',
  },
  sms: {
    sent: '验证码已发送',
    cooldown: '发送太频繁，请{{seconds}}秒后再试',
    hourlyLimit: '发送次数过多，请{{minutes}}分钟后再试',
    dailyLimit: '今日发送次数已达上限，请明天再试',
    ipLimit: '当前网络发送次数过多，请{{minutes}}分钟后再试',
    codeLocked: '验证码错误次数过多，请重新获取',
  },
  login: {
    success: '登录成功',
    failed: '登录失败',
    passwordSet: '密码设置成功',
    passwordReset: '密码已重置，请重新登录',
    loggedOut: '已退出登录',
    oneTapUnsupported: '当前环境不支持手机一键登陆登录',
  },
  time: {
    justNow: '刚刚',
    minutesAgo: '{{count}}分钟前',
    hoursAgo: '{{count}}小时前',
  },
} as const;

/** The shape every catalogue must have: the same keys, any strings. */
export type Catalogue = { [K in keyof typeof zhHans]: { [L in keyof (typeof zhHans)[K]]: string } };
