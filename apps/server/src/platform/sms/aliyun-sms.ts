// Production SMS through Alibaba Cloud's official SDK (@alicloud/dysmsapi20170525).
import Dysmsapi, { SendSmsRequest } from '@alicloud/dysmsapi20170525';
import { $OpenApiUtil } from '@alicloud/openapi-core';
import { type SmsMessage, SmsSendError, type SmsSender } from './sms.ts';

export interface AliyunSmsOptions {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  /** One template with a `${code}` variable serves every purpose. */
  templateCode: string;
  endpoint: string;
}

/** The part of the SDK client this adapter uses, so tests can stand in for the network. */
export interface AliyunSmsClient {
  sendSms(request: SendSmsRequest): Promise<{ body?: { code?: string; message?: string; requestId?: string } }>;
}

export function buildSendSmsRequest(options: AliyunSmsOptions, message: SmsMessage): SendSmsRequest {
  return new SendSmsRequest({
    phoneNumbers: message.phone,
    signName: options.signName,
    templateCode: options.templateCode,
    templateParam: JSON.stringify({ code: message.code }),
  });
}

export function createAliyunClient(options: AliyunSmsOptions): AliyunSmsClient {
  const config = new $OpenApiUtil.Config({
    accessKeyId: options.accessKeyId,
    accessKeySecret: options.accessKeySecret,
    endpoint: options.endpoint,
  });
  // The SDK ships CommonJS: under Node's ESM interop its client class sits on `default` of the default export.
  const Client = (Dysmsapi as unknown as { default: new (config: unknown) => AliyunSmsClient }).default;
  return new Client(config);
}

export class AliyunSms implements SmsSender {
  readonly name = 'aliyun' as const;
  readonly #options: AliyunSmsOptions;
  readonly #client: AliyunSmsClient;

  constructor(options: AliyunSmsOptions, client: AliyunSmsClient = createAliyunClient(options)) {
    this.#options = options;
    this.#client = client;
  }

  async send(message: SmsMessage): Promise<void> {
    let response: Awaited<ReturnType<AliyunSmsClient['sendSms']>>;
    try {
      response = await this.#client.sendSms(buildSendSmsRequest(this.#options, message));
    } catch (error) {
      // The SDK's error (message, stack, data, cause) carries the request URL, so the phone and the code: only its
      // code, status and request id go on, never the error itself.
      const failure = error as { code?: unknown; statusCode?: unknown; data?: { RequestId?: unknown } };
      throw new SmsSendError(
        `Alibaba Cloud SMS request failed: ${label(failure?.code)} status ${label(failure?.statusCode)}` +
          ` request ${label(failure?.data?.RequestId)}`,
      );
    }
    // The provider answers 200 with a business code; anything but OK is a failure (quota, template, sign...).
    // Its free-text message is left out: it may quote the number it refused.
    if (response.body?.code !== 'OK') {
      throw new SmsSendError(
        `Alibaba Cloud SMS refused: ${label(response.body?.code)} request ${label(response.body?.requestId)}`,
      );
    }
  }
}

/** A provider's code or id as it may be logged: a short identifier, else a placeholder. */
function label(value: unknown): string {
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && /^[\w.:-]{1,64}$/.test(text) ? text : '-';
}
