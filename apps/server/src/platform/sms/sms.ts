// The SMS adapter: one call, send a code. Development prints it; production goes through Alibaba Cloud.
export interface SmsMessage {
  phone: string;
  /** SMS_TYPE of @kk/contract: 1 login, 2 reset, 3 account deletion. */
  type: number;
  code: string;
}

export interface SmsSender {
  readonly name: 'console' | 'aliyun';
  send(message: SmsMessage): Promise<void>;
}

export class SmsSendError extends Error {}
